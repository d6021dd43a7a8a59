// Users and roles created through the forms and found in the lists, with validation messages
// and deletion through the confirmation (SPEC.md sections 2, 4 and 8).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { apiCall, apiLogin, login, searchList } from '../lib/app.js';
import { BASE_URL, openBrowser, shot, unique } from '../lib/browser.js';

test('superadmin creates a role with permissions picked by group and finds it in the list', async () => {
  const browser = await openBrowser();
  const { page } = browser;
  const name = unique('E2E rol ');
  try {
    await login(page, 'superadmin');
    await page.getByRole('link', { name: 'Rol', exact: true }).click();
    await page.getByRole('link', { name: 'Qo‘shish' }).click();
    await page.waitForURL(`${BASE_URL}/management/role/add`);
    const management = page.locator('[data-group="management"]');
    await management.waitFor();

    await page.getByRole('button', { name: 'Saqlash' }).click();
    await page.getByText('Iltimos, ushbu maydonni to‘ldiring').waitFor();
    await page.getByTestId('permissions-error').getByText('Kamida 1 tasini tanlang').waitFor();
    await shot(page, 'management-role-validation');

    await page.getByLabel('Nomi').fill(name);
    await page.getByLabel('Ta’lim muassasasi (TM)').check();
    // The group checkbox picks every permission of the Management group at once.
    await management.getByRole('checkbox').first().check();
    const groupBoxes = management.getByRole('checkbox');
    const count = await groupBoxes.count();
    assert.ok(count > 2);
    for (let index = 1; index < count; index += 1) assert.equal(await groupBoxes.nth(index).isChecked(), true);
    // ... and one permission can be taken back out.
    await management.locator('input[name="audit-view"]').uncheck();
    await page.locator('input[name="user-view"]').waitFor();
    await shot(page, 'management-role-form');

    await page.getByRole('button', { name: 'Saqlash' }).click();
    await page.waitForURL(`${BASE_URL}/management/role`);
    await page.getByTestId('notice').getByText('Muvaffaqiyatli saqlandi').waitFor();

    await searchList(page, name);
    const row = page.getByRole('row').filter({ hasText: name });
    await row.waitFor();
    assert.match(await row.innerText(), /Ta’lim muassasasi \(TM\)/);
    assert.match(await row.innerText(), new RegExp(`\\b${count - 2}\\b`), 'the group less audit-view');
    await shot(page, 'management-role-in-list');

    // The search is in the URL: a reload shows the same list.
    await page.reload();
    await page.getByTestId('list-total').getByText('Jami: 1 ta').waitFor();
    assert.equal(await page.getByRole('searchbox').inputValue(), name);

    // Delete it through the confirmation.
    await row.getByRole('button', { name: 'O‘chirish' }).click();
    await page.getByRole('dialog').getByText('Haqiqatdan o‘chirishni istaysizmi?').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Ha' }).click();
    await page.getByTestId('notice').getByText('Muvaffaqiyatli o‘chirildi').waitFor();
    await page.getByTestId('list-total').getByText('Jami: 0 ta').waitFor();
  } finally {
    await browser.close();
  }
});

test('superadmin creates a user, finds it, previews and edits it, and deletes it after confirming', async () => {
  const browser = await openBrowser();
  const { page } = browser;
  const username = unique('e2euser');
  const name = `E2E Foydalanuvchi ${username}`;
  try {
    await login(page, 'superadmin');
    await page.getByRole('link', { name: 'Foydalanuvchilar' }).click();
    await page.getByRole('link', { name: 'Qo‘shish' }).click();
    await page.waitForURL(`${BASE_URL}/management/users/add`);

    await page.getByRole('button', { name: 'Saqlash' }).click();
    assert.equal(await page.getByText('Iltimos, ushbu maydonni to‘ldiring').count(), 3, 'name, username and password');
    await page.getByText('Kamida 1 tasini tanlang').waitFor();

    await page.getByLabel('F.I.Sh.').fill(name);
    await page.getByLabel('Login').fill(username);
    await page.locator('input[name="password"]').fill('short');
    await page.getByLabel('JSHSHIR').fill('123');
    await page.getByText('Kamida 8 ta belgi kiriting').waitFor();
    await page.getByText('JSHSHIR 14 ta raqamdan iborat bo‘lishi kerak').waitFor();
    await shot(page, 'management-user-validation');

    await page.locator('input[name="password"]').fill('e2e-password-1');
    await page.getByLabel('JSHSHIR').fill('');
    await page.getByLabel('Rollar').click();
    await page.getByRole('option', { name: 'TEACHER' }).click();
    await page.keyboard.press('Escape');
    await page.getByLabel('Ta’lim muassasalari (TM)').click();
    // The demo lyceum by its full name: other tests may leave lyceums of their own in the list.
    await page.getByRole('option', { name: 'Toshkent davlat iqtisodiyot universiteti huzuridagi akademik litsey', exact: true }).click();
    await page.keyboard.press('Escape');
    await shot(page, 'management-user-form');

    await page.getByRole('button', { name: 'Saqlash' }).click();
    await page.waitForURL(`${BASE_URL}/management/users`);
    await page.getByTestId('notice').getByText('Muvaffaqiyatli saqlandi').waitFor();

    await searchList(page, username);
    const row = page.getByRole('row').filter({ hasText: username });
    assert.match(await row.innerText(), /TEACHER/);
    assert.match(await row.innerText(), /litsey/);
    assert.match(await row.innerText(), /Faol/);
    await shot(page, 'management-user-in-list');

    await row.getByRole('link', { name }).click();
    const preview = page.getByTestId('user-preview');
    await preview.waitFor();
    assert.match(await preview.innerText(), new RegExp(username));
    assert.match(await preview.innerText(), /Hali kirmagan/);
    await shot(page, 'management-user-preview');

    // Edit: the form starts from the saved values; an empty password keeps the old one.
    await page.getByRole('link', { name: 'Tahrirlash' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/management/users/edit/'));
    assert.equal(await page.getByLabel('Login').inputValue(), username);
    assert.equal(await page.locator('input[name="password"]').inputValue(), '');
    await page.getByLabel('F.I.Sh.').fill(`${name} (tahrirlangan)`);
    await page.getByRole('switch').uncheck();
    await page.getByRole('button', { name: 'Saqlash' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/management/users/preview/'));
    await preview.getByText(`${name} (tahrirlangan)`).waitFor();
    assert.match(await preview.innerText(), /Faol emas/);

    await page.getByRole('button', { name: 'O‘chirish' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Ha' }).click();
    await page.waitForURL((url) => url.pathname === '/management/users');
    await page.getByTestId('notice').getByText('Muvaffaqiyatli o‘chirildi').waitFor();
  } finally {
    await browser.close();
  }
});

test('otmadmin adds a user, offered institution-level roles and only its own institution', async () => {
  const browser = await openBrowser();
  const { page } = browser;
  const username = unique('e2eotm');
  try {
    await login(page, 'otmadmin');
    await page.getByRole('link', { name: 'Foydalanuvchilar' }).click();
    await page.getByRole('link', { name: 'Qo‘shish' }).click();
    // Within the form: until it shows, the list's search box answers to 'F.I.Sh.' and 'Login' too.
    const form = page.getByTestId('user-form');
    await form.getByLabel('F.I.Sh.').fill(`E2E ${username}`);
    await form.getByLabel('Login').fill(username);
    await page.locator('input[name="password"]').fill('e2e-password-1');
    await page.getByLabel('Rollar').click();
    const roles = (await page.getByRole('option').allInnerTexts()).map((text) => text.trim());
    // The portal's roles are institution-level too: a parent's account may be made here and linked on the student's page.
    assert.deepEqual(roles, ['ACCOUNTANT', 'OTMADMIN', 'PARENT', 'SCIENCE', 'STUDENT', 'TEACHER']);
    await page.getByRole('option', { name: 'TEACHER' }).click();
    await page.keyboard.press('Escape');
    await page.getByLabel('Ta’lim muassasalari (TM)').click();
    assert.equal(await page.getByRole('option').count(), 1);
    await page.getByRole('option').first().click();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Saqlash' }).click();
    await page.waitForURL(`${BASE_URL}/management/users`);
    await searchList(page, username);
    // otmadmin has no user-delete: no delete button in the row.
    const row = page.getByRole('row').filter({ hasText: username });
    assert.equal(await row.getByRole('button', { name: 'O‘chirish' }).count(), 0);
    assert.deepEqual(browser.errors, []);
  } finally {
    await browser.close();
    // otmadmin may not delete; superadmin removes what the test made.
    const admin = await apiLogin('superadmin');
    const found = await apiCall(admin, 'GET', `/users/?search=${username}`);
    for (const user of found.body?.results ?? []) await apiCall(admin, 'DELETE', `/users/${user.id}/`);
  }
});

test('list filters, ordering and page size live in the URL, so a reload or a shared link shows the same list', async () => {
  const browser = await openBrowser();
  const { page } = browser;
  try {
    await login(page, 'superadmin');
    await page.getByRole('link', { name: 'Foydalanuvchilar' }).click();
    await page.getByTestId('list-total').waitFor();

    await page.getByRole('combobox', { name: 'Rollar' }).click();
    await page.getByRole('option', { name: 'MINISTRY', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.has('role_id'));
    await page.getByTestId('list-total').getByText('Jami: 1 ta').waitFor();

    await page.getByRole('combobox', { name: 'Sahifadagi qatorlar soni' }).click();
    await page.getByRole('option', { name: '10', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('limit') === '10');

    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL((url) => url.searchParams.get('ordering') === 'username');
    const shared = page.url();
    await shot(page, 'management-users-filtered');

    const other = await openBrowser();
    try {
      await login(other.page, 'superadmin');
      await other.page.goto(shared);
      await other.page.getByTestId('list-total').getByText('Jami: 1 ta').waitFor();
      const rows = other.page.getByRole('row');
      assert.equal(await rows.count(), 2, 'the header and the one MINISTRY user');
      assert.match(await rows.nth(1).innerText(), /ministry/);
      assert.equal(await other.page.getByRole('combobox', { name: 'Sahifadagi qatorlar soni' }).innerText(), '10');
    } finally {
      await other.close();
    }
  } finally {
    await browser.close();
  }
});
