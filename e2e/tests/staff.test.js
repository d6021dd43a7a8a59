// Staff: an institution's admin adds a new person found by PINFL search with two positions,
// previews and deletes them; the ministry reads the staff of every institution; a teacher has
// none of the staff screens.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { test } from 'node:test';
import { apiCall, apiLogin, choose, login, menu, notice, searchList } from '../lib/app.js';
import { BASE_URL, openBrowser, shot } from '../lib/browser.js';
import { newPinfl, uniqueName } from '../lib/people.js';
import { administrativeOtv } from '../lib/menus.js';

const TM_LIST = '/administrative-process-tm/staff';
const OTV_LIST = '/administrative-process-otv/staff';
const SAVED = 'Muvaffaqiyatli saqlandi';
const DELETED = 'Muvaffaqiyatli o‘chirildi';
const TATU = 'Muhammad al-Xorazmiy nomidagi Toshkent axborot texnologiyalari universiteti';
const LYCEUM = 'Toshkent davlat iqtisodiyot universiteti huzuridagi akademik litsey';

/** The card's fields as {field: shown value}. */
async function card(page) {
  const rows = page.getByTestId('staff-card').locator('[data-field]');
  await rows.first().waitFor();
  const result = {};
  for (const row of await rows.all()) {
    result[await row.getAttribute('data-field')] = (await row.locator(':scope > div').innerText()).trim();
  }
  return result;
}

/** The preview's positions as [position, work form, rate, subjects] rows. */
async function positionRows(page) {
  const rows = page.getByTestId('staff-positions').locator('tbody tr');
  await rows.first().waitFor();
  const result = [];
  for (const row of await rows.all()) result.push((await row.locator('td').allInnerTexts()).map((text) => text.trim()));
  return result;
}

async function positionId(token, name) {
  const { body } = await apiCall(token, 'GET', '/staffs/positions/?limit=100');
  const position = body.results.find((item) => item.name.uz === name);
  assert.ok(position, `position ${name}`);
  return position.id;
}

function staffBody(lastName, pinfl, position, extra = {}) {
  return {
    citizen: { last_name: lastName, first_name: 'Sinov', middle_name: '', pinfl, birth_date: '1985-03-15', gender: 1, passport: 'AA1234567' },
    status: 'ACTIVE',
    staff_positions: [{ position_id: position, work_form: 'MAIN', rate: 1, edu_subject_ids: [] }],
    ...extra,
  };
}

test('otmadmin adds a new person found by PINFL with two positions, previews and deletes them', async () => {
  const browser = await openBrowser();
  const { page } = browser;
  const pinfl = newPinfl();
  const lastName = uniqueName('Sinovov');
  try {
    await login(page, 'otmadmin');
    const sections = await menu(page);
    assert.deepEqual(sections['administrative-tm'], ['Xodimlar', 'O‘qituvchilar']);
    assert.equal(sections['administrative-otv'], undefined);
    await page.getByRole('link', { name: 'Xodimlar', exact: true }).click();
    await page.getByRole('heading', { name: 'Xodimlar' }).waitFor();
    await page.getByRole('link', { name: 'Qo‘shish', exact: true }).click();
    await page.waitForURL(`${BASE_URL}${TM_LIST}/add`);

    // The PINFL first: a wrong check digit is refused before anything is asked.
    // Within the form: until it shows, the list's search box ("F.I.Sh. yoki JSHSHIR ...") matches too.
    const pinflField = page.getByTestId('staff-form').getByRole('textbox', { name: /JSHSHIR/ });
    await pinflField.fill(`${pinfl.slice(0, 13)}${(Number(pinfl[13]) + 1) % 10}`);
    await page.getByRole('button', { name: 'Qidirish' }).click();
    await page.getByText('JSHSHIR nazorat raqami noto‘g‘ri').waitFor();
    assert.equal(await page.getByRole('button', { name: 'Saqlash' }).count(), 0, 'nothing to save before the search');

    await pinflField.fill(pinfl);
    await page.getByRole('button', { name: 'Qidirish' }).click();
    await page.getByTestId('citizen-lookup').getByText('Bu JSHSHIR bilan shaxs topilmadi', { exact: false }).waitFor();
    // Birth date and sex come from the PINFL.
    await page.waitForFunction(() => document.querySelector('input[name="citizen.birth_date"]')?.value === '15.03.1985');
    await page.getByRole('combobox', { name: /Jinsi/ }).getByText('Erkak').waitFor();

    await page.getByRole('textbox', { name: /Familiyasi/ }).fill(lastName);
    await page.getByRole('textbox', { name: /^Ismi/ }).fill('Sardor');
    await page.getByRole('textbox', { name: /Otasining ismi/ }).fill('Rustamovich');
    await page.getByRole('textbox', { name: /Pasport/ }).fill('ab 1234567');

    const first = page.getByRole('group', { name: '1-lavozim' });
    await choose(first, /Lavozim/, 'Dotsent');
    // A teaching position asks for the subjects taught; the demo needs none.
    await first.getByRole('combobox', { name: /O‘qitadigan fanlari/ }).waitFor();
    await page.getByRole('button', { name: 'Lavozim qo‘shish' }).click();
    const second = page.getByRole('group', { name: '2-lavozim' });
    await choose(second, /Lavozim/, 'Metodist');
    assert.equal(await second.getByRole('combobox', { name: /O‘qitadigan fanlari/ }).count(), 0, 'not a teaching position');
    await choose(second, /Ish shakli/, 'Ichki o‘rindosh');
    await second.getByRole('spinbutton', { name: /Stavka/ }).fill('0.5');
    await page.getByTestId('rate-total').getByText('Jami stavka: 1,5').waitFor();
    await shot(page, 'staff-add');

    await page.getByRole('button', { name: 'Saqlash' }).click();
    await page.waitForURL(new RegExp(`${TM_LIST}/preview/\\d+$`));
    await notice(page, SAVED);
    const id = new URL(page.url()).pathname.split('/').pop();

    const fields = await card(page);
    assert.equal(fields.id, id);
    assert.equal(fields.full_name, `${lastName} Sardor Rustamovich`);
    assert.equal(fields.pinfl, pinfl);
    assert.equal(fields.status, 'Faol');
    assert.deepEqual(await positionRows(page), [
      ['Dotsent', 'Asosiy', '1', '—'],
      ['Metodist', 'Ichki o‘rindosh', '0,5', '—'],
    ]);
    assert.equal(await page.getByRole('link', { name: 'Tahrirlash' }).getAttribute('href'), `${TM_LIST}/edit/${id}?citizenId=${await citizenOf(id)}`);
    assert.equal(await page.getByRole('button', { name: 'O‘chirish' }).count(), 1);
    assert.equal(await page.getByRole('button', { name: 'Orqaga' }).count(), 1);
    await shot(page, 'staff-preview');

    // The same person cannot be added to the same institution twice.
    await page.goto(`${TM_LIST}/add`);
    await pinflField.fill(pinfl);
    await page.getByRole('button', { name: 'Qidirish' }).click();
    await page.getByTestId('citizen-lookup').getByText('Shaxs topildi', { exact: false }).waitFor();
    assert.equal(await page.getByRole('textbox', { name: /Familiyasi/ }).inputValue(), lastName);
    await choose(page.getByRole('group', { name: '1-lavozim' }), /Lavozim/, 'Metodist');
    await page.getByRole('button', { name: 'Saqlash' }).click();
    const already = 'Bu fuqaro ushbu ta’lim muassasasida xodim sifatida allaqachon ro‘yxatdan o‘tgan';
    await notice(page, already);
    await page.getByRole('textbox', { name: /JSHSHIR/ }).and(page.locator('[aria-invalid="true"]')).waitFor();
    await shot(page, 'staff-duplicate');

    // Deleted through the confirmation from the preview, it leaves the list.
    await page.goto(`${TM_LIST}/preview/${id}`);
    await page.getByTestId('staff-card').waitFor();
    await page.getByRole('button', { name: 'O‘chirish' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Haqiqatdan o‘chirishni istaysizmi?').waitFor();
    await dialog.getByRole('button', { name: 'Ha' }).click();
    await page.waitForURL(`${BASE_URL}${TM_LIST}`);
    await notice(page, DELETED);
    await searchList(page, pinfl, 0);
    await searchList(page, lastName, 0);
    assert.deepEqual(browser.errors, []);
  } finally {
    await browser.close();
  }

  async function citizenOf(id) {
    const token = await apiLogin('otmadmin');
    return (await apiCall(token, 'GET', `/staffs/${id}/`)).body.result.citizen_id;
  }
});

test('ministry reads the staff of every institution, filters by institution and previews read-only', async () => {
  const admin = await apiLogin('otmadmin');
  const superadmin = await apiLogin('superadmin');
  const lastName = uniqueName('Vazirlikov');
  const docent = await positionId(admin, 'Dotsent');
  const lyceum = (await apiCall(superadmin, 'GET', '/institutions/?search=AL-TDIU')).body.results.find((item) => item.code === 'AL-TDIU');
  const atTatu = await apiCall(admin, 'POST', '/staffs/', staffBody(lastName, newPinfl(), docent));
  assert.equal(atTatu.status, 201, JSON.stringify(atTatu.body));
  const atLyceum = await apiCall(superadmin, 'POST', '/staffs/', staffBody(lastName, newPinfl(), docent, { institution_id: lyceum.id }));
  assert.equal(atLyceum.status, 201, JSON.stringify(atLyceum.body));

  const browser = await openBrowser();
  const { page } = browser;
  try {
    await login(page, 'ministry');
    const sections = await menu(page);
    assert.deepEqual(sections['administrative-otv'], administrativeOtv);
    assert.equal(sections['administrative-tm'], undefined);
    await page.getByRole('link', { name: 'Xodimlar', exact: true }).click();
    await page.waitForURL(`${BASE_URL}${OTV_LIST}`);
    await searchList(page, lastName, 2);
    const table = page.locator('table');
    await table.getByText(TATU).waitFor();
    await table.getByText(LYCEUM).waitFor();
    assert.equal(await page.getByRole('link', { name: 'Qo‘shish', exact: true }).count(), 0, 'the ministry only reads');
    await shot(page, 'staff-otv-list');

    await choose(page, 'Ta’lim muassasasi (TM)', LYCEUM);
    await page.waitForURL((url) => url.searchParams.get('institution_id') === String(lyceum.id));
    await page.getByTestId('list-total').getByText('Jami: 1 ta').waitFor();
    await page.getByRole('link', { name: `${lastName} Sinov` }).click();
    await page.waitForURL(`${BASE_URL}${OTV_LIST}/preview/${atLyceum.body.result.id}`);
    const fields = await card(page);
    assert.equal(fields.institution, LYCEUM);
    assert.equal(fields.full_name, `${lastName} Sinov`);
    assert.equal(await page.getByRole('link', { name: 'Tahrirlash' }).count(), 0);
    assert.equal(await page.getByRole('button', { name: 'O‘chirish' }).count(), 0);

    // Both hold a teaching position: the ministry's teachers list has them too.
    await page.getByRole('link', { name: 'O‘qituvchilar', exact: true }).click();
    await page.waitForURL(`${BASE_URL}/administrative-process-otv/teachers`);
    await searchList(page, lastName, 2);
    await shot(page, 'staff-otv-teachers');
    assert.deepEqual(browser.errors, []);
  } finally {
    await browser.close();
    await apiCall(admin, 'DELETE', `/staffs/${atTatu.body.result.id}/`);
    await apiCall(superadmin, 'DELETE', `/staffs/${atLyceum.body.result.id}/`);
  }
});

test('a teacher sees none of the staff items, and their addresses show the not-found page', async () => {
  const browser = await openBrowser();
  const { page } = browser;
  try {
    await login(page, 'teacher');
    const sections = await menu(page);
    assert.equal(sections['administrative-tm'], undefined);
    assert.equal(sections['administrative-otv'], undefined);
    for (const name of ['Xodimlar', 'O‘qituvchilar']) {
      assert.equal(await page.getByTestId('sidebar-menu').getByRole('link', { name }).count(), 0, name);
    }
    for (const path of [
      TM_LIST,
      `${TM_LIST}/add`,
      `${TM_LIST}/edit/1?citizenId=1`,
      `${TM_LIST}/preview/1`,
      '/administrative-process-tm/teachers',
      OTV_LIST,
      `${OTV_LIST}/preview/1`,
      '/administrative-process-otv/teachers',
    ]) {
      await page.goto(path);
      await page.getByText('Sahifa topilmadi').waitFor();
    }
    await shot(page, 'staff-teacher-not-found');
    assert.deepEqual(browser.errors, []);
  } finally {
    await browser.close();
  }
});

test('the Excel button downloads the staff list as shown, filtered, as an .xlsx file', async () => {
  const browser = await openBrowser();
  const { page } = browser;
  try {
    await login(page, 'otmadmin');
    await page.goto(`${TM_LIST}?status=ACTIVE`);
    await page.getByTestId('list-total').waitFor();
    const button = page.getByTestId('list-export');
    const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
    assert.equal(download.suggestedFilename(), 'staffs.xlsx');
    const file = await readFile(await download.path());
    // An .xlsx file is a zip archive: 'PK' first, and more than an empty workbook.
    assert.equal(file.subarray(0, 2).toString('latin1'), 'PK');
    assert.ok(file.length > 4000, `${file.length} bytes`);
    await button.and(page.locator(':not([disabled])')).waitFor();
    assert.deepEqual(browser.errors, []);
  } finally {
    await browser.close();
  }
});
