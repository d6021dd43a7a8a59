// Session behaviour of SPEC.md section 4 in a real browser: switching role and institution,
// and logging out through the confirmation.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { apiCall, currentRole, login, menu, openProfileMenu, storedToken } from '../lib/app.js';
import { BASE_URL, openBrowser, shot, unique } from '../lib/browser.js';
import { otmadminMenu, teacherMenu } from '../lib/menus.js';

test('otmadmin switches to its TEACHER role and back; the stored role survives a reload', async () => {
  const browser = await openBrowser();
  const { page } = browser;
  try {
    await login(page, 'otmadmin');
    assert.equal(await currentRole(page), 'OTMADMIN');
    await page.getByRole('link', { name: 'Foydalanuvchilar' }).click();
    await page.getByTestId('list-total').waitFor();

    await openProfileMenu(page);
    const roles = await page.getByRole('menu').getByRole('menuitem').allInnerTexts();
    assert.deepEqual(roles.map((text) => text.trim()), ['OTMADMIN', 'TEACHER', 'Parolni o‘zgartirish', 'Mening seanslarim', 'Chiqish']);
    await shot(page, 'session-profile-menu');
    await page.getByTestId('role-TEACHER').click();

    await page.waitForURL(`${BASE_URL}/`);
    await page.getByTestId('home-role').getByText('TEACHER').waitFor();
    assert.equal(await currentRole(page), 'TEACHER');
    assert.deepEqual(await menu(page), teacherMenu, 'the TEACHER role has the teacher module only');
    assert.equal(await page.evaluate(() => localStorage.getItem('role')), 'TEACHER');
    await shot(page, 'session-role-teacher');

    await page.reload();
    await page.getByTestId('welcome').waitFor();
    assert.equal(await currentRole(page), 'TEACHER', 'the stored role is kept after a reload');

    await openProfileMenu(page);
    await page.getByTestId('role-OTMADMIN').click();
    await page.getByTestId('home-role').getByText('OTMADMIN').waitFor();
    assert.deepEqual(await menu(page), otmadminMenu);
    assert.deepEqual(browser.errors, []);
  } finally {
    await browser.close();
  }
});

test('a teacher with two institutions switches institution from the sidebar', async () => {
  const browser = await openBrowser();
  const { page } = browser;
  try {
    await login(page, 'teacher');
    const header = page.getByTestId('institution-name');
    const before = (await header.innerText()).trim();
    assert.match(before, /universiteti$/);

    const selector = page.getByTestId('sidebar').getByRole('combobox');
    await selector.click();
    const options = page.getByRole('option');
    assert.equal(await options.count(), 2);
    await shot(page, 'session-institution-options');
    await page.getByRole('option', { name: /litsey/ }).click();

    await header.getByText(/litsey/).waitFor();
    assert.match((await page.getByTestId('home-institution').innerText()).trim(), /litsey/);
    await shot(page, 'session-institution-switched');

    await page.reload();
    await page.getByTestId('welcome').waitFor();
    assert.match((await header.innerText()).trim(), /litsey/, 'the new token carries the institution');

    // Back to the first institution, so that later runs start from the same place.
    await page.getByTestId('sidebar').getByRole('combobox').click();
    await page.getByRole('option', { name: before }).click();
    await header.getByText(before).waitFor();
  } finally {
    await browser.close();
  }
});

test('logout asks "Chiqishni tasdiqlaysizmi?", then forgets the token and goes to /login', async () => {
  const browser = await openBrowser();
  const { page } = browser;
  try {
    await login(page, 'superadmin');
    const token = await storedToken(page);
    assert.ok(token);

    await openProfileMenu(page);
    await page.getByTestId('logout').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Chiqishni tasdiqlaysizmi?').waitFor();
    await shot(page, 'session-logout-confirm');
    await dialog.getByRole('button', { name: 'Yo‘q' }).click();
    await dialog.waitFor({ state: 'hidden' });
    assert.equal(await storedToken(page), token, 'declining keeps the session');

    await openProfileMenu(page);
    await page.getByTestId('logout').click();
    await page.getByRole('dialog').getByRole('button', { name: 'Ha' }).click();
    await page.getByRole('progressbar').first().waitFor();
    await page.waitForURL(`${BASE_URL}/login`);
    await page.getByRole('button', { name: 'Kirish', exact: true }).waitFor();
    await shot(page, 'session-logged-out');
    assert.equal(await storedToken(page), null);
    assert.equal(await page.evaluate(() => localStorage.getItem('role')), null);

    const revoked = await apiCall(token, 'GET', '/users/profile/');
    assert.equal(revoked.status, 401, 'the server revoked the token');

    await page.goto('/management/users');
    await page.waitForURL(`${BASE_URL}/login`);
  } finally {
    await browser.close();
  }
});

// The server locks a username after 10 failures in 15 minutes, so this uses a fresh name.
test('a wrong password is refused with the server message and no session', async () => {
  const browser = await openBrowser();
  const { page } = browser;
  try {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Kirish', exact: true }).click();
    assert.equal(await page.getByText('Iltimos, ushbu maydonni to‘ldiring').count(), 2);
    await page.getByLabel('Login').fill(unique('nobody'));
    await page.locator('input[name="password"]').fill('wrong-password');
    await page.getByRole('button', { name: 'Kirish', exact: true }).click();
    const error = page.getByTestId('login-error');
    await error.waitFor();
    assert.equal((await error.innerText()).trim(), 'Login yoki parol noto‘g‘ri');
    await shot(page, 'session-login-refused');
    assert.equal(await storedToken(page), null);
    assert.equal(new URL(page.url()).pathname, '/login');
  } finally {
    await browser.close();
  }
});
