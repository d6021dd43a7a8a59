// Institutions: the ministry registers a lyceum with names in three languages, finds it by
// search, type and region, previews, edits and deletes it; the server's refusals (a taken code,
// a university with users) are shown as it words them; an institution sees its own card only.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { apiCall, apiLogin, choose, login, menu, searchList } from '../lib/app.js';
import { BASE_URL, openBrowser, shot, unique } from '../lib/browser.js';
import { administrativeOtv } from '../lib/menus.js';

const LIST = '/administrative-process-otv/institutions';
const OWN = '/institution-information/institutions';

async function chooseLanguage(page, code) {
  await page.getByTestId('language-button').click();
  await page.getByTestId(`language-${code}`).click();
}

/** The card's fields as {field: shown value}. */
async function card(page) {
  const rows = page.getByTestId('institution-card').locator('[data-field]');
  await rows.first().waitFor();
  const result = {};
  for (const row of await rows.all()) {
    const value = (await row.locator(':scope > div').innerText()).trim();
    result[await row.getAttribute('data-field')] = value;
  }
  return result;
}

async function toggleTheme(page, theme) {
  const toggle = page.getByTestId('theme-toggle');
  if ((await toggle.getAttribute('data-theme')) !== theme) await toggle.click();
  await page.locator(`[data-testid="theme-toggle"][data-theme="${theme}"]`).waitFor();
  // Leave no tooltip over the screenshot.
  await page.mouse.move(0, 0);
  await page.getByRole('tooltip').waitFor({ state: 'detached' });
}

test('ministry creates an institution in three languages, finds, previews, edits and deletes it', async () => {
  const browser = await openBrowser();
  const { page } = browser;
  const code = unique('E2E-').toUpperCase();
  const names = {
    uz: `E2E akademik litsey ${code}`,
    uz_cyrl: `E2E академик лицей ${code}`,
    ru: `E2E академический лицей ${code}`,
    en: `E2E academic lyceum ${code}`,
  };
  try {
    await login(page, 'ministry');
    const shown = await menu(page);
    assert.deepEqual(shown['administrative-otv'], administrativeOtv);
    assert.equal(shown['institution-info'], undefined, 'a ministry role has no own-institution card');
    await page.getByRole('link', { name: 'Ta’lim muassasalari' }).click();
    await page.waitForURL(`${BASE_URL}${LIST}`);
    await page.getByTestId('list-total').waitFor();
    await shot(page, 'institutions-list');

    // The form: required fields and the code's pattern are checked before anything is sent.
    await page.getByRole('link', { name: 'Qo‘shish' }).click();
    await page.waitForURL(`${BASE_URL}${LIST}/add`);
    await page.getByRole('button', { name: 'Saqlash' }).click();
    assert.equal(await page.getByText('Iltimos, ushbu maydonni to‘ldiring').count(), 3, 'Uzbek name, code and type');
    await page.getByLabel('Kodi').fill('E2E KOD!');
    await page.getByText('Faqat lotin harflari, raqamlar, “-” va “_” kiritish mumkin').waitFor();
    await shot(page, 'institutions-form-validation');

    await page.getByLabel('Nomi (o‘zbekcha)').fill(names.uz);
    await page.getByLabel('Nomi (o‘zbekcha, kirillda)').fill(names.uz_cyrl);
    await page.getByLabel('Nomi (ruscha)').fill(names.ru);
    await page.getByLabel('Nomi (inglizcha)').fill(names.en);
    await page.getByLabel('Qisqa nomi').fill('E2E AL');
    await page.getByLabel('Kodi').fill(code);
    await choose(page, 'Turi', 'Akademik litsey');
    await choose(page, 'Hudud', 'Namangan');
    await page.getByLabel('Manzil').fill('Namangan shahri, Uychi ko‘chasi, 12');
    await page.getByLabel('Telefon').fill('+998 69 227-01-02');
    await page.getByLabel('Rahbar').fill('Qodirov Anvar');
    await shot(page, 'institutions-form');
    await page.getByRole('button', { name: 'Saqlash' }).click();

    // Saved: the preview shows every field.
    await page.waitForURL((url) => url.pathname.startsWith(`${LIST}/preview/`));
    await page.getByTestId('notice').getByText('Muvaffaqiyatli saqlandi').waitFor();
    const previewUrl = page.url();
    const id = previewUrl.split('/').pop();
    assert.deepEqual(await card(page), {
      id,
      'name.uz': names.uz,
      'name.uz_cyrl': names.uz_cyrl,
      'name.ru': names.ru,
      'name.en': names.en,
      short_name: 'E2E AL',
      code,
      type: 'Akademik litsey',
      region: 'Namangan',
      address: 'Namangan shahri, Uychi ko‘chasi, 12',
      phone: '+998 69 227-01-02',
      director: 'Qodirov Anvar',
    });
    await shot(page, 'institutions-preview');

    // Found by search, and by the type and region filters, all kept in the URL.
    await page.getByRole('link', { name: 'Ta’lim muassasalari' }).click();
    await searchList(page, code, 1);
    const row = page.getByRole('row').filter({ hasText: code });
    assert.match(await row.innerText(), new RegExp(names.uz));
    assert.match(await row.innerText(), /Akademik litsey/);
    await choose(page, 'Turi', 'Oliy ta’lim muassasasi (OTM)');
    await page.waitForURL((url) => url.searchParams.get('type') === 'HEI');
    await page.getByTestId('list-total').getByText('Jami: 0 ta').waitFor();
    await choose(page, 'Turi', 'Akademik litsey');
    await page.waitForURL((url) => url.searchParams.get('type') === 'LYCEUM');
    await page.getByTestId('list-total').getByText('Jami: 1 ta').waitFor();
    await choose(page, 'Hudud', 'Namangan');
    await page.waitForURL((url) => url.searchParams.get('region') === 'Namangan');
    await page.getByTestId('list-total').getByText('Jami: 1 ta').waitFor();
    // Without the search, the lyceum filter still lists it and no university.
    await page.getByRole('searchbox').fill('');
    await page.waitForURL((url) => !url.searchParams.has('search'));
    await row.waitFor();
    assert.equal(await page.getByRole('row').filter({ hasText: 'Oliy ta’lim muassasasi (OTM)' }).count(), 0);
    await shot(page, 'institutions-list-filtered');
    await page.reload();
    await row.waitFor();
    assert.equal(await page.getByRole('combobox', { name: 'Turi' }).innerText(), 'Akademik litsey');

    // Edit: the form starts from the saved values; the list shows the change.
    await page.goto(`${LIST}?search=${code}`);
    await row.getByRole('link', { name: 'Tahrirlash' }).click();
    await page.waitForURL((url) => url.pathname === `${LIST}/edit/${id}`);
    assert.equal(await page.getByLabel('Kodi').inputValue(), code);
    assert.equal(await page.getByLabel('Nomi (ruscha)').inputValue(), names.ru);
    names.uz = `${names.uz} (tahrirlangan)`;
    await page.getByLabel('Nomi (o‘zbekcha)').fill(names.uz);
    await choose(page, 'Hudud', 'Farg‘ona');
    await page.getByRole('button', { name: 'Saqlash' }).click();
    await page.waitForURL(previewUrl);
    await page.getByTestId('institution-card').getByText(names.uz).first().waitFor();
    assert.equal((await card(page)).region, 'Farg‘ona');
    await page.getByRole('link', { name: 'Ta’lim muassasalari' }).click();
    await searchList(page, code, 1);
    // A list seen before the edit may show first from the cache; the refetch brings the change.
    await row.filter({ hasText: '(tahrirlangan)' }).waitFor();
    assert.match(await row.innerText(), /Farg‘ona/);

    // The names follow the interface language.
    await chooseLanguage(page, 'ru');
    await row.getByRole('link', { name: names.ru }).waitFor();
    // Each cell re-renders in the new language on its own; wait for the last of them.
    await row.filter({ hasText: 'Академический лицей' }).filter({ hasText: 'Ферганская область' }).waitFor();
    assert.match(await row.innerText(), /Академический лицей/);
    assert.match(await row.innerText(), /Ферганская область/);
    await page.getByRole('heading', { name: 'Учебные заведения' }).waitFor();
    await shot(page, 'institutions-list-ru');
    await chooseLanguage(page, 'en');
    await row.getByRole('link', { name: names.en }).waitFor();
    await row.filter({ hasText: 'Academic lyceum' }).filter({ hasText: 'Fergana Region' }).waitFor();
    assert.match(await row.innerText(), /Academic lyceum/);
    assert.match(await row.innerText(), /Fergana Region/);
    await row.getByRole('link', { name: names.en }).click();
    await page.getByTestId('institution-name-heading').getByText(names.en).waitFor();
    await shot(page, 'institutions-preview-en');
    await chooseLanguage(page, 'uz');
    await page.getByTestId('institution-name-heading').getByText(names.uz).waitFor();

    // The same code a second time is refused by the server, with its message under the code.
    await page.goto(`${LIST}/add`);
    await page.getByLabel('Nomi (o‘zbekcha)').fill(`${names.uz} (nusxa)`);
    await page.getByLabel('Kodi').fill(code);
    await choose(page, 'Turi', 'Oliy ta’lim muassasasi (OTM)');
    await page.getByRole('button', { name: 'Saqlash' }).click();
    await page.getByTestId('notice').getByText('Bunday kodli TM allaqachon mavjud').waitFor();
    await page.locator('#institution-code-helper-text').getByText('Bunday kodli TM allaqachon mavjud').waitFor();
    assert.equal(new URL(page.url()).pathname, `${LIST}/add`);
    await shot(page, 'institutions-code-taken');

    // Dark theme: the list, the card and the form.
    await toggleTheme(page, 'dark');
    await shot(page, 'institutions-code-taken-dark');
    await page.goto(previewUrl);
    await page.getByTestId('institution-card').waitFor();
    await shot(page, 'institutions-preview-dark');
    await page.goto(`${LIST}?type=LYCEUM`);
    await page.getByTestId('list-total').waitFor();
    await shot(page, 'institutions-list-dark');
    await toggleTheme(page, 'light');

    // Delete through the confirmation: back to the list, which no longer has it.
    await page.goto(previewUrl);
    await page.getByTestId('institution-card').waitFor();
    await page.getByRole('button', { name: 'O‘chirish' }).click();
    await page.getByRole('dialog').getByText('Haqiqatdan o‘chirishni istaysizmi?').waitFor();
    await shot(page, 'institutions-delete-confirm');
    await page.getByRole('dialog').getByRole('button', { name: 'Ha' }).click();
    await page.waitForURL(`${BASE_URL}${LIST}`);
    await page.getByTestId('notice').getByText('Muvaffaqiyatli o‘chirildi').waitFor();
    await searchList(page, code, 0);
    assert.deepEqual(browser.errors, []);
  } finally {
    await browser.close();
  }
});

test('the demo university TATU cannot be deleted while users are attached: the server says why', async () => {
  const browser = await openBrowser();
  const { page } = browser;
  try {
    await login(page, 'ministry');
    await page.goto(LIST);
    await searchList(page, 'TATU', 1);
    await page.getByRole('row').filter({ hasText: 'TATU' }).getByRole('link', { name: 'Ko‘rish' }).click();
    await page.waitForURL((url) => url.pathname.startsWith(`${LIST}/preview/`));
    const before = await card(page);
    assert.equal(before.code, 'TATU');
    assert.equal(before.type, 'Oliy ta’lim muassasasi (OTM)');
    await page.getByRole('button', { name: 'O‘chirish' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Ha' }).click();
    const notice = page.getByTestId('notice');
    await notice.getByText(/^TMni o‘chirib bo‘lmaydi: unga \d+ ta foydalanuvchi biriktirilgan$/).waitFor();
    await shot(page, 'institutions-delete-refused');
    assert.equal(new URL(page.url()).pathname.startsWith(`${LIST}/preview/`), true, 'stays on the card');
    assert.deepEqual(await card(page), before);
  } finally {
    await browser.close();
  }
});

test('a save over someone else’s newer edit is refused (stale version) and the form reloads it', async () => {
  const browser = await openBrowser();
  const { page } = browser;
  const token = await apiLogin('ministry');
  const code = unique('E2E-V').toUpperCase();
  const body = { name: { uz: `E2E versiya ${code}`, ru: '', en: '' }, short_name: '', code, type: 'HEI', region: 'Buxoro', address: '', phone: '', director: 'Birinchi' };
  const created = await apiCall(token, 'POST', '/institutions/', body);
  assert.equal(created.status, 201);
  const { id } = created.body.result;
  try {
    await login(page, 'ministry');
    await page.goto(`${LIST}/edit/${id}`);
    assert.equal(await page.getByLabel('Rahbar').inputValue(), 'Birinchi');
    // Meanwhile another editor saves the institution.
    const other = await apiCall(token, 'PUT', `/institutions/${id}/`, { ...body, director: 'Ikkinchi', version: created.body.result.version });
    assert.equal(other.status, 200);

    await page.getByLabel('Manzil').fill('Buxoro shahri');
    await page.getByRole('button', { name: 'Saqlash' }).click();
    const stale = page.getByTestId('stale-version');
    await stale.getByText(/boshqa foydalanuvchi tomonidan o‘zgartirilgan/).waitFor();
    await shot(page, 'institutions-stale-version');
    await stale.getByRole('button', { name: 'Qayta yuklash' }).click();
    await stale.waitFor({ state: 'detached' });
    // The reloaded values arrive after the warning closes: give them up to five seconds.
    for (let tries = 0; tries < 50 && (await page.getByLabel('Rahbar').inputValue()) !== 'Ikkinchi'; tries += 1) await page.waitForTimeout(100);
    assert.equal(await page.getByLabel('Rahbar').inputValue(), 'Ikkinchi', 'the newer version is shown');
    await page.getByLabel('Manzil').fill('Buxoro shahri');
    await page.getByRole('button', { name: 'Saqlash' }).click();
    await page.waitForURL((url) => url.pathname === `${LIST}/preview/${id}`);
    const shown = await card(page);
    assert.equal(shown.director, 'Ikkinchi');
    assert.equal(shown.address, 'Buxoro shahri');
    assert.equal(shown.region, 'Buxoro');
  } finally {
    await browser.close();
    await apiCall(token, 'DELETE', `/institutions/${id}/`);
  }
});

test('otmadmin sees its own university’s card without edit or delete, and not the ministry list', async () => {
  const browser = await openBrowser();
  const { page } = browser;
  try {
    await login(page, 'otmadmin');
    const shown = await menu(page);
    assert.equal(shown['institution-info'][0], 'Ta’lim muassasasi', 'the card comes first in its section');
    assert.equal(shown['administrative-otv'], undefined);
    await page.getByRole('link', { name: 'Ta’lim muassasasi', exact: true }).click();
    await page.waitForURL(`${BASE_URL}${OWN}`);
    const own = await card(page);
    assert.equal(own.code, 'TATU');
    assert.equal(own['name.uz'], 'Muhammad al-Xorazmiy nomidagi Toshkent axborot texnologiyalari universiteti');
    assert.equal(own.region, 'Toshkent shahri');
    assert.equal(await page.getByRole('link', { name: 'Tahrirlash' }).count(), 0);
    assert.equal(await page.getByRole('button', { name: 'O‘chirish' }).count(), 0);
    await shot(page, 'institutions-own-otmadmin');
    await toggleTheme(page, 'dark');
    await shot(page, 'institutions-own-otmadmin-dark');
    await toggleTheme(page, 'light');

    await page.goto(LIST);
    await page.getByText('Sahifa topilmadi').waitFor();
    await page.goto(`${LIST}/preview/1`);
    await page.getByText('Sahifa topilmadi').waitFor();
    await shot(page, 'institutions-otv-not-found-otmadmin');
    assert.deepEqual(browser.errors, []);
  } finally {
    await browser.close();
  }
});

test('a teacher sees neither institutions item, and both pages are not found', async () => {
  const browser = await openBrowser();
  const { page } = browser;
  try {
    await login(page, 'teacher');
    const shown = await menu(page);
    assert.equal(shown['administrative-otv'], undefined);
    assert.equal(shown['institution-info'], undefined);
    assert.equal(await page.getByTestId('sidebar-menu').getByRole('link', { name: /Ta’lim muassasa/ }).count(), 0);
    for (const path of [LIST, OWN]) {
      await page.goto(path);
      await page.getByText('Sahifa topilmadi').waitFor();
    }
    await shot(page, 'institutions-teacher-not-found');
  } finally {
    await browser.close();
  }
});
