// Reference data: the ministry enters its departments as a tree, a position and a department of
// TATU through the dialogs and finds each in its list, with the server's refusal to delete a
// department that has sub-departments; an institution admin reads the directions but may not change them.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { apiCall, apiLogin, choose, login, menu, notice, searchList } from '../lib/app.js';
import { BASE_URL, openBrowser, shot, unique } from '../lib/browser.js';
import { administrativeOtv } from '../lib/menus.js';

const SAVED = 'Muvaffaqiyatli saqlandi';
const DELETED = 'Muvaffaqiyatli o‘chirildi';
const TATU = 'Muhammad al-Xorazmiy nomidagi Toshkent axborot texnologiyalari universiteti';

async function openList(page, link, path) {
  await page.getByRole('link', { name: link, exact: true }).click();
  await page.waitForURL(`${BASE_URL}${path}`);
  await page.getByTestId('list-total').waitFor();
}

/** Opens the add dialog by its title. */
async function addDialog(page, title) {
  await page.getByRole('button', { name: 'Qo‘shish', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.waitFor();
  return dialog;
}

async function names(dialog, uz, ru, en) {
  await dialog.getByLabel('Nomi (o‘zbekcha)').fill(uz);
  await dialog.getByLabel('Nomi (ruscha)').fill(ru);
  await dialog.getByLabel('Nomi (inglizcha)').fill(en);
}

async function save(page, dialog) {
  await dialog.getByRole('button', { name: 'Saqlash' }).click();
  await notice(page, SAVED);
  await dialog.waitFor({ state: 'detached' });
}

/** Removes what a test made, through the API, deepest first; what is already gone is skipped. */
async function cleanUp(token, resource, search) {
  const found = await apiCall(token, 'GET', `/${resource}/?limit=100&search=${encodeURIComponent(search)}`);
  const rows = found.body?.results ?? [];
  rows.sort((a, b) => (b.parent_id ?? 0) - (a.parent_id ?? 0));
  for (const row of rows) await apiCall(token, 'DELETE', `/${resource}/${row.id}/`);
}

test('ministry adds a department with a sub-department, a position and a department of TATU, and finds each in its list', async () => {
  const browser = await openBrowser();
  const { page } = browser;
  const tag = unique('E2E ');
  const parent = `${tag} boshqarmasi`;
  const child = `${tag} sektori`;
  const position = `${tag} katta o‘qituvchi`;
  const chair = `${tag} kafedrasi`;
  const ministry = await apiLogin('ministry');
  try {
    await login(page, 'ministry');
    assert.deepEqual((await menu(page))['administrative-otv'], administrativeOtv);

    // --- The ministry's departments: a top-level one, then one under it ---
    await openList(page, 'Vazirlik va bo‘limlar', '/administrative-process-otv/ministry-departments');
    await page.getByRole('heading', { name: 'Vazirlik va bo‘limlar' }).waitFor();
    let dialog = await addDialog(page, 'Bo‘lim qo‘shish');
    await dialog.getByRole('button', { name: 'Saqlash' }).click();
    await dialog.getByText('Iltimos, ushbu maydonni to‘ldiring').waitFor();
    await names(dialog, parent, `${tag} управление`, `${tag} directorate`);
    await shot(page, 'reference-ministry-department-form');
    await save(page, dialog);
    await searchList(page, tag, 1);
    const parentRow = page.getByRole('row').filter({ hasText: parent });
    await parentRow.waitFor();

    await parentRow.getByRole('button', { name: 'Quyi bo‘lim qo‘shish' }).click();
    dialog = page.getByRole('dialog', { name: 'Bo‘lim qo‘shish' });
    await dialog.waitFor();
    assert.equal(await dialog.getByRole('combobox', { name: 'Yuqori bo‘lim' }).inputValue(), parent);
    await dialog.getByLabel('Nomi (o‘zbekcha)').fill(child);
    await save(page, dialog);
    // The search finds both; the sub-department sits one level below its parent.
    await page.getByTestId('list-total').getByText('Jami: 2 ta').waitFor();
    const childRow = page.getByRole('row').filter({ hasText: child });
    await childRow.locator('[data-depth="1"]').waitFor();
    const order = await page.getByRole('row').filter({ hasText: tag }).allInnerTexts();
    assert.ok(order[0].startsWith(parent) && order[1].startsWith(child), `parent first, then its child: ${order}`);
    await shot(page, 'reference-ministry-departments-tree');

    // A department with a sub-department cannot be deleted: the server says why.
    await parentRow.getByRole('button', { name: 'O‘chirish' }).click();
    let confirm = page.getByRole('dialog').filter({ hasText: 'Haqiqatdan o‘chirishni istaysizmi?' });
    await confirm.getByRole('button', { name: 'Ha' }).click();
    await notice(page, 'Bo‘limni o‘chirib bo‘lmaydi: unda 1 ta quyi bo‘lim bor');
    await parentRow.waitFor();

    // --- A position ---
    await openList(page, 'TM lavozimlari', '/administrative-process-otv/institution-position');
    dialog = await addDialog(page, 'Lavozim qo‘shish');
    await names(dialog, position, `${tag} старший преподаватель`, `${tag} senior lecturer`);
    await dialog.getByRole('checkbox', { name: 'Pedagogik lavozim' }).check();
    await save(page, dialog);
    await searchList(page, tag, 1);
    const positionRow = page.getByRole('row').filter({ hasText: position });
    await positionRow.getByText('Pedagogik', { exact: true }).waitFor();
    await shot(page, 'reference-positions');

    // --- A chair of TATU ---
    await openList(page, 'TM bo‘limlari', '/administrative-process-otv/instruction-departments');
    dialog = await addDialog(page, 'TM bo‘limini qo‘shish');
    await dialog.getByRole('button', { name: 'Saqlash' }).click();
    assert.equal(await dialog.getByText('Iltimos, ushbu maydonni to‘ldiring').count(), 3, 'institution, Uzbek name and kind');
    await choose(page, dialog.getByRole('combobox', { name: 'Ta’lim muassasasi (TM)' }), TATU);
    await names(dialog, chair, `${tag} кафедра`, `${tag} chair`);
    await choose(page, dialog.getByRole('combobox', { name: 'Turi' }), 'Kafedra');
    await save(page, dialog);
    await choose(page, page.getByRole('combobox', { name: 'Ta’lim muassasasi (TM)' }), TATU);
    await page.waitForURL((url) => url.searchParams.has('institution_id'));
    await searchList(page, tag, 1);
    const chairRow = page.getByRole('row').filter({ hasText: chair });
    await chairRow.getByText('Kafedra', { exact: true }).waitFor();
    await chairRow.getByText(TATU).waitFor();
    await shot(page, 'reference-institution-departments');

    // --- Back to the tree: the sub-department goes, then its parent may ---
    await openList(page, 'Vazirlik va bo‘limlar', '/administrative-process-otv/ministry-departments');
    await searchList(page, tag, 2);
    await page.getByRole('row').filter({ hasText: child }).getByRole('button', { name: 'O‘chirish' }).click();
    confirm = page.getByRole('dialog').filter({ hasText: 'Haqiqatdan o‘chirishni istaysizmi?' });
    await confirm.getByRole('button', { name: 'Ha' }).click();
    await notice(page, DELETED);
    await page.getByTestId('list-total').getByText('Jami: 1 ta').waitFor();
    assert.deepEqual(browser.errors, []);
  } finally {
    await browser.close();
    await cleanUp(ministry, 'ministry-departments', tag);
    await cleanUp(ministry, 'institution-positions', tag);
    await cleanUp(ministry, 'institution-departments', tag);
  }
});

test('otmadmin reads the directions without add, edit or delete buttons', async () => {
  const browser = await openBrowser();
  const { page } = browser;
  const ministry = await apiLogin('ministry');
  const code = unique('E2E-').toUpperCase().slice(0, 20);
  const created = await apiCall(ministry, 'POST', '/edu-directions/', {
    code,
    name: { uz: `${code} yo‘nalishi`, ru: '', en: '' },
    institution_type: 'HEI',
  });
  assert.equal(created.status, 201, JSON.stringify(created.body));
  try {
    await login(page, 'otmadmin');
    await openList(page, 'Yo‘nalishlar', '/education-process-otm/direction');
    await searchList(page, code, 1);
    const row = page.getByRole('row').filter({ hasText: code });
    await row.getByText(`${code} yo‘nalishi`).waitFor();
    await row.getByText('Oliy ta’lim muassasasi (OTM)').waitFor();
    assert.equal(await page.getByRole('button', { name: 'Qo‘shish', exact: true }).count(), 0);
    assert.equal(await page.getByRole('button', { name: 'Tahrirlash' }).count(), 0);
    assert.equal(await page.getByRole('button', { name: 'O‘chirish' }).count(), 0);
    assert.equal(await page.getByRole('columnheader', { name: 'Amallar' }).count(), 0);
    await shot(page, 'reference-directions-otmadmin');
    assert.deepEqual(browser.errors, []);
  } finally {
    await browser.close();
    await apiCall(ministry, 'DELETE', `/edu-directions/${created.body.result.id}/`);
  }
});
