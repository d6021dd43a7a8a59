// The ministry's subject catalogue and model curricula (education process, OTV): the MINISTRY role
// enters a subject and a model curriculum made of it through the forms and finds both in their
// lists; an institution admin, who reads the catalogue through the API, has none of these screens.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { apiCall, apiLogin, chooseOption, login, menu, notice, searchList } from '../lib/app.js';
import { BASE_URL, openBrowser, shot, unique } from '../lib/browser.js';
import { eduProcessOtm } from '../lib/menus.js';

const SAVED = 'Muvaffaqiyatli saqlandi';
const OTV_MENU = ['Fanlar', 'Fanlar to‘plami', 'Fan turlari', 'Namunaviy o‘quv rejalar'];
const OTV_PATHS = [
  '/education-process-otv/subject',
  '/education-process-otv/subject/add',
  '/education-process-otv/subject-bundles',
  '/education-process-otv/subject-type',
  '/education-process-otv/curriculums',
  '/education-process-otv/curriculums/add',
];

test('ministry creates a subject and a model curriculum with it, and finds both in their lists', async () => {
  const browser = await openBrowser();
  const { page } = browser;
  const code = unique('E2E');
  const subjectName = unique('E2E fan ');
  const templateName = unique('E2E namunaviy reja ');
  const token = await apiLogin('ministry');
  try {
    await login(page, 'ministry');
    assert.deepEqual((await menu(page))['edu-process-otv'], OTV_MENU);

    // --- A subject of the catalogue ---
    await page.getByRole('link', { name: 'Fanlar', exact: true }).click();
    await page.getByRole('heading', { name: 'Fanlar' }).waitFor();
    // The demo catalogue is there, with its types.
    await page.getByRole('cell', { name: 'Oliy matematika', exact: true }).waitFor();
    await page.getByRole('link', { name: 'Qo‘shish', exact: true }).click();
    await page.waitForURL(`${BASE_URL}/education-process-otv/subject/add`);
    await page.getByRole('button', { name: 'Saqlash' }).click();
    assert.equal(await page.getByText('Iltimos, ushbu maydonni to‘ldiring').count(), 4, 'code, type, hours and the Uzbek name');
    // (By name: the list's search box, labelled 'Kodi yoki nomi ...', would match the label too.)
    await page.locator('input[name="code"]').fill(code);
    await chooseOption(page, page.getByRole('combobox', { name: 'Fan turi' }), 'Ixtisoslik fanlari');
    await page.getByLabel('O‘quv soatlari').fill('144');
    await page.getByLabel('Nomi (o‘zbekcha)').fill(subjectName);
    await page.getByLabel('Nomi (ruscha)').fill(`${subjectName} (ru)`);
    await shot(page, 'subjects-add');
    await page.getByRole('button', { name: 'Saqlash' }).click();
    await notice(page, SAVED);
    await page.waitForURL(`${BASE_URL}/education-process-otv/subject`);
    await searchList(page, code);
    const subjectRow = page.getByRole('row').filter({ hasText: code });
    await subjectRow.getByRole('cell', { name: subjectName, exact: true }).waitFor();
    await subjectRow.getByRole('cell', { name: 'Ixtisoslik fanlari', exact: true }).waitFor();
    await subjectRow.getByRole('cell', { name: '144', exact: true }).waitFor();
    await shot(page, 'subjects-list');

    // The same code again: the server's refusal is shown under the code.
    await page.getByRole('link', { name: 'Qo‘shish', exact: true }).click();
    await page.getByRole('heading', { name: 'Fan qo‘shish' }).waitFor();
    await page.locator('input[name="code"]').fill(code.toLowerCase());
    await chooseOption(page, page.getByRole('combobox', { name: 'Fan turi' }), 'Umumta’lim fanlari');
    await page.getByLabel('O‘quv soatlari').fill('10');
    await page.getByLabel('Nomi (o‘zbekcha)').fill(`${subjectName} 2`);
    await page.getByRole('button', { name: 'Saqlash' }).click();
    await page.locator('.MuiFormHelperText-root').getByText('Bunday kodli fan allaqachon mavjud').waitFor();
    assert.equal(new URL(page.url()).pathname, '/education-process-otv/subject/add');
    await page.getByRole('button', { name: 'Bekor qilish' }).click();
    await page.waitForURL((url) => url.pathname === '/education-process-otv/subject');

    // --- A model curriculum made of it ---
    await page.getByRole('link', { name: 'Namunaviy o‘quv rejalar' }).click();
    await page.getByRole('heading', { name: 'Namunaviy o‘quv rejalar' }).waitFor();
    await page.getByRole('cell', { name: 'Kompyuter injiniringi (namunaviy o‘quv reja)', exact: true }).waitFor();
    await page.getByRole('link', { name: 'Qo‘shish', exact: true }).click();
    await page.waitForURL(`${BASE_URL}/education-process-otv/curriculums/add`);
    await page.getByLabel('Nomi (o‘zbekcha)').fill(templateName);
    await page.getByRole('button', { name: 'Saqlash' }).click();
    await page.getByTestId('template-subjects-error').getByText('Kamida bitta fan qo‘shing').waitFor();
    await page.getByRole('button', { name: 'Fan qo‘shish' }).click();
    const row = page.getByTestId('template-subject-row').first();
    await row.getByRole('combobox').fill(code);
    await page.getByRole('option', { name: `${code} — ${subjectName}`, exact: true }).click();
    // The catalogue's hours are where the allocation starts.
    await page.waitForFunction(() => document.querySelector('input[name="subjects.0.study_hours"]')?.value === '144');
    await row.getByLabel('Ajratilgan soat').fill('120');
    await page.getByTestId('template-total-hours').getByText('Jami soat: 120').waitFor();
    await shot(page, 'curriculum-templates-add');
    await page.getByRole('button', { name: 'Saqlash' }).click();
    await notice(page, SAVED);
    await page.waitForURL(`${BASE_URL}/education-process-otv/curriculums`);
    await searchList(page, templateName);
    const templateRow = page.getByRole('row').filter({ hasText: templateName });
    await templateRow.getByRole('cell', { name: 'Oliy ta’lim muassasasi (OTM)', exact: true }).waitFor();
    await shot(page, 'curriculum-templates-list');

    // Its edit page shows the subject with the hours given.
    await templateRow.getByRole('link', { name: 'Tahrirlash' }).click();
    await page.getByRole('heading', { name: 'Namunaviy o‘quv rejani tahrirlash' }).waitFor();
    await page.waitForFunction((text) => document.querySelector('[data-testid="template-subject-row"] input[role="combobox"]')?.value === text, `${code} — ${subjectName}`);
    await page.waitForFunction(() => document.querySelector('input[name="subjects.0.study_hours"]')?.value === '120');
    assert.deepEqual(browser.errors, []);
  } finally {
    // Leave the catalogue as it was (the model curriculum first: it refers to the subject).
    const templates = (await apiCall(token, 'GET', `/curriculum-templates/?search=${encodeURIComponent(templateName)}`)).body?.results ?? [];
    for (const template of templates) await apiCall(token, 'DELETE', `/curriculum-templates/${template.id}/`);
    const subjects = (await apiCall(token, 'GET', `/edu-subjects/?search=${encodeURIComponent(code)}`)).body?.results ?? [];
    for (const subject of subjects) await apiCall(token, 'DELETE', `/edu-subjects/${subject.id}/`);
    await browser.close();
  }
});

test('otmadmin has no ministry education-process screens: not in the menu, and their addresses show the not-found page', async () => {
  const browser = await openBrowser();
  const { page } = browser;
  try {
    await login(page, 'otmadmin');
    const shown = await menu(page);
    assert.equal(shown['edu-process-otv'], undefined);
    assert.deepEqual(shown['edu-process-otm'], eduProcessOtm);
    for (const path of OTV_PATHS) {
      await page.goto(path);
      await page.getByText('Sahifa topilmadi').waitFor();
      assert.deepEqual(await menu(page), shown, `the shell stays around the not-found page of ${path}`);
    }
    await shot(page, 'subjects-otmadmin-not-found');
    assert.deepEqual(browser.errors, []);
  } finally {
    await browser.close();
  }
});
