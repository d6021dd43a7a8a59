// The audit trail as a person reads it: a change made through the UI shows, with its old and new
// values, in the History tab of the changed user and in the audit log filtered to that user; a
// role without audit-view has neither the menu item nor the route.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { apiCall, apiLogin, login, menu } from '../lib/app.js';
import { BASE_URL, openBrowser, shot, unique } from '../lib/browser.js';
import { teacherMenu } from '../lib/menus.js';

/** The row of a before/after table that shows `label`, as [label, old, new]. */
async function changeRow(scope, label) {
  const row = scope.getByRole('row').filter({ has: scope.page().getByRole('cell', { name: label, exact: true }) }).first();
  await row.waitFor();
  return (await row.getByRole('cell').allInnerTexts()).map((text) => text.trim());
}

test('superadmin edits a user and finds the change in its History tab and in the audit log', async () => {
  const admin = await apiLogin('superadmin');
  const username = unique('e2eaudit');
  const oldName = `E2E Audit ${username}`;
  const newName = `${oldName} (yangi)`;
  const created = await apiCall(admin, 'POST', '/users/', {
    username,
    name: oldName,
    password: 'e2e-password-1',
    roles: [4],
    institution_ids: [1],
    is_active: true,
  });
  assert.equal(created.status, 201, JSON.stringify(created.body));
  const id = created.body.result.id;

  const browser = await openBrowser();
  const { page } = browser;
  try {
    await login(page, 'superadmin');
    assert.ok((await menu(page)).management.includes('Audit jurnali'));

    // Edit the name through the form.
    await page.goto(`/management/users/preview/${id}`);
    await page.getByTestId('user-preview').getByText(oldName).waitFor();
    await page.getByRole('link', { name: 'Tahrirlash' }).click();
    await page.waitForURL(`${BASE_URL}/management/users/edit/${id}`);
    await page.getByLabel('F.I.Sh.').fill(newName);
    await page.getByRole('button', { name: 'Saqlash' }).click();
    await page.waitForURL(`${BASE_URL}/management/users/preview/${id}`);
    await page.getByTestId('user-preview').getByText(newName).waitFor();

    // The History tab: newest first, the edit above the creation.
    await page.getByRole('tab', { name: 'Tarix' }).click();
    await page.waitForURL((url) => url.searchParams.get('tab') === 'history');
    const entries = page.getByTestId('history-entry');
    await entries.nth(1).waitFor();
    const latest = entries.first();
    await latest.locator('[data-action="update"]').getByText('Tahrirlash').waitFor();
    assert.match(await latest.innerText(), /Tizim administratori/);
    assert.match(await latest.innerText(), /Superadmin/);
    assert.deepEqual(await changeRow(latest, 'F.I.Sh.'), ['F.I.Sh.', oldName, newName]);
    assert.equal(await entries.nth(1).locator('[data-action="create"]').count(), 1);
    assert.deepEqual(await changeRow(entries.nth(1), 'F.I.Sh.'), ['F.I.Sh.', '—', oldName]);
    await page.getByTestId('list-total').getByText('Jami: 2 ta').waitFor();
    await shot(page, 'audit-user-history');

    // The audit log, filtered to users and to this one.
    await page.getByRole('link', { name: 'Audit jurnali' }).click();
    await page.waitForURL(`${BASE_URL}/management/audit-log`);
    await page.getByRole('heading', { name: 'Audit jurnali' }).waitFor();
    await page.getByRole('combobox', { name: 'Obyekt turi' }).click();
    await page.getByRole('option', { name: 'Foydalanuvchi', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('entity_type') === 'user');
    await page.getByLabel('Obyekt ID').fill(String(id));
    await page.waitForURL((url) => url.searchParams.get('entity_id') === String(id));
    await page.getByTestId('list-total').getByText('Jami: 2 ta').waitFor();

    // Today, picked in the calendar, as the first day of the range: both records are from today.
    await page.getByRole('button', { name: 'Sanani tanlang' }).first().click();
    const calendar = page.getByRole('dialog');
    assert.deepEqual(
      (await calendar.getByRole('columnheader').allInnerTexts()).map((day) => day.trim()),
      ['Dush', 'Sesh', 'Chor', 'Pay', 'Jum', 'Shan', 'Yak'],
    );
    await calendar.locator('[role="gridcell"][aria-current="date"]').click();
    await page.waitForURL((url) => url.searchParams.has('from'));
    const today = new URL(page.url()).searchParams.get('from');
    assert.match(today, /^\d{4}-\d\d-\d\d$/);
    const [year, month, day] = today.split('-');
    await page.waitForFunction((shown) => document.querySelector('input[name="from"]')?.value === shown, `${day}.${month}.${year}`);
    await page.getByTestId('list-total').getByText('Jami: 2 ta').waitFor();

    const row = page.getByRole('row').filter({ hasText: 'Tahrirlash' }).first();
    assert.match(await row.innerText(), new RegExp(`Foydalanuvchi #${id}`));
    assert.match(await row.innerText(), /Tizim administratori/);
    assert.match(await row.innerText(), /\d\d\.\d\d\.\d{4} \d\d:\d\d/);
    assert.match(await row.innerText(), /127\.0\.0\.1/);
    await row.getByRole('button', { name: 'Batafsil' }).click();
    const details = page.getByTestId('audit-details').first();
    assert.deepEqual(await changeRow(details, 'F.I.Sh.'), ['F.I.Sh.', oldName, newName]);
    assert.match(await details.innerText(), /So‘rov ID/);
    await shot(page, 'audit-log-filtered');

    // The filters are in the URL: the same link shows the same list.
    const shared = page.url();
    await page.goto(shared);
    await page.getByTestId('list-total').getByText('Jami: 2 ta').waitFor();
    assert.equal(await page.getByLabel('Obyekt ID').inputValue(), String(id));

    // A day after today leaves nothing.
    const tomorrow = new Date(Number(year), Number(month) - 1, Number(day) + 1);
    const pad = (n) => String(n).padStart(2, '0');
    const next = `${tomorrow.getFullYear()}-${pad(tomorrow.getMonth() + 1)}-${pad(tomorrow.getDate())}`;
    await page.goto(`/management/audit-log?entity_type=user&entity_id=${id}&from=${next}`);
    await page.getByTestId('list-total').getByText('Jami: 0 ta').waitFor();

    // The same screen in the dark theme, with the record open.
    await page.goto(shared);
    await page.getByTestId('theme-toggle').click();
    await page.getByRole('row').filter({ hasText: 'Tahrirlash' }).first().getByRole('button', { name: 'Batafsil' }).click();
    await page.getByTestId('audit-details').first().waitFor();
    await shot(page, 'audit-log-dark');
    await page.goto(`/management/users/preview/${id}?tab=history`);
    await page.getByTestId('history-entry').nth(1).waitFor();
    await shot(page, 'audit-user-history-dark');
    await page.getByTestId('theme-toggle').click();
    assert.deepEqual(browser.errors, []);
  } finally {
    await browser.close();
    await apiCall(admin, 'DELETE', `/users/${id}/`);
  }
});

test('the audit log speaks Russian and English too', async () => {
  const browser = await openBrowser();
  const { page } = browser;
  try {
    await login(page, 'ministry');
    for (const [code, title, column] of [
      ['ru', 'Журнал аудита', 'Действие'],
      ['en', 'Audit log', 'Action'],
    ]) {
      await page.getByTestId('language-button').click();
      await page.getByTestId(`language-${code}`).click();
      await page.getByRole('link', { name: title }).click();
      await page.getByRole('heading', { name: title }).waitFor();
      await page.getByRole('columnheader', { name: column }).waitFor();
      await page.getByRole('row').nth(1).getByRole('button').first().click();
      await page.getByTestId('audit-details').first().waitFor();
      await shot(page, `audit-log-${code}`);
    }
    await page.getByTestId('language-button').click();
    await page.getByTestId('language-uz').click();
    assert.deepEqual(browser.errors, []);
  } finally {
    await browser.close();
  }
});

test('a teacher has no audit log: no menu item, and its URL shows the not-found page', async () => {
  const browser = await openBrowser();
  const { page } = browser;
  try {
    await login(page, 'teacher');
    assert.deepEqual(await menu(page), teacherMenu);
    assert.equal(await page.getByRole('link', { name: 'Audit jurnali' }).count(), 0);
    await page.goto('/management/audit-log');
    await page.getByText('Sahifa topilmadi').waitFor();
    assert.equal(new URL(page.url()).pathname, '/management/audit-log');
    await shot(page, 'audit-log-teacher-not-found');
  } finally {
    await browser.close();
  }
});
