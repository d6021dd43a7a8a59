// Not-found, server-error and a call the server refuses with 403 (SPEC.md sections 2 and 8).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { apiCall, apiLogin, login, menu, storedToken } from '../lib/app.js';
import { BASE_URL, openBrowser, shot, unique } from '../lib/browser.js';
import { superadminMenu } from '../lib/menus.js';

test('an unknown path shows the not-found page, inside the shell when logged in', async () => {
  const browser = await openBrowser();
  const { page } = browser;
  try {
    await page.goto('/no/such/page');
    await page.getByText('Sahifa topilmadi').waitFor();
    assert.equal(new URL(page.url()).pathname, '/no/such/page');
    await shot(page, 'errors-not-found-visitor');

    // A private path sends a visitor to /login, and back after logging in.
    await page.goto('/management/users?search=teacher');
    await page.waitForURL(`${BASE_URL}/login`);
    await page.getByLabel('Login').fill('superadmin');
    await page.locator('input[name="password"]').fill('demo');
    await page.getByRole('button', { name: 'Kirish', exact: true }).click();
    await page.waitForURL(`${BASE_URL}/management/users?search=teacher`);
    await page.getByTestId('list-total').getByText('Jami: 1 ta').waitFor();

    await page.goto('/no/such/page');
    await page.getByText('Sahifa topilmadi').waitFor();
    assert.deepEqual(await menu(page), superadminMenu);
    await shot(page, 'errors-not-found-user');
    await page.getByRole('link', { name: 'Bosh sahifa' }).click();
    await page.getByTestId('welcome').waitFor();
  } finally {
    await browser.close();
  }
});

test('/server-error shows the route-error page with a home button', async () => {
  const browser = await openBrowser();
  const { page } = browser;
  try {
    await page.goto('/server-error');
    await page.getByText("Server bilan xatolik bor. Keyinroq harakat qilib ko'ring.").waitFor();
    await shot(page, 'errors-server-error');
    await page.getByRole('link', { name: 'Bosh sahifa' }).click();
    await page.waitForURL(`${BASE_URL}/login`);
  } finally {
    await browser.close();
  }
});

// A genuine 403: a user whose role loses user-view while the users list is open. The server
// resolves permissions from the role on every request, so the next list request (typing a
// search) is refused with 403, and the application must forget the token and return to login.
test('a call the server refuses with 403 ends the session and returns to /login', async () => {
  const admin = await apiLogin('superadmin');
  const roleName = unique('e2e-viewer-');
  const username = unique('e2e403');
  const role = await apiCall(admin, 'POST', '/roles/', { name: roleName, level: 'MINISTRY', permissions: ['user-view'] });
  assert.equal(role.status, 201, JSON.stringify(role.body));
  const user = await apiCall(admin, 'POST', '/users/', {
    username,
    name: 'E2E Forbidden',
    password: 'e2e-password-1',
    roles: [role.body.result.id],
    institution_ids: [],
    is_active: true,
  });
  assert.equal(user.status, 201, JSON.stringify(user.body));

  const browser = await openBrowser();
  const { page } = browser;
  try {
    await login(page, username, 'e2e-password-1');
    await page.getByRole('link', { name: 'Foydalanuvchilar' }).click();
    await page.getByTestId('list-total').waitFor();
    assert.ok(await storedToken(page));

    const revoke = await apiCall(admin, 'PUT', `/roles/${role.body.result.id}/`, {
      name: roleName,
      level: 'MINISTRY',
      permissions: ['audit-view'],
      version: role.body.result.version,
    });
    assert.equal(revoke.status, 200, JSON.stringify(revoke.body));

    const refused = page.waitForResponse((response) => response.url().includes('/api/v1/users/?') && response.status() === 403);
    await page.getByRole('searchbox').fill('anyone');
    await refused;
    await page.waitForURL(`${BASE_URL}/login`);
    await page.getByRole('button', { name: 'Kirish', exact: true }).waitFor();
    assert.equal(await storedToken(page), null);
    await shot(page, 'errors-403-back-to-login');
  } finally {
    await browser.close();
    await apiCall(admin, 'DELETE', `/users/${user.body.result.id}/`);
    await apiCall(admin, 'DELETE', `/roles/${role.body.result.id}/`);
  }
});
