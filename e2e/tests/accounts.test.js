// Accounts people manage themselves: a user changes their own password (their other browser is
// signed out, the new password signs in); an administrator gives a user a temporary password on
// the user's page, and the user, signed in with it, is held to the password change before reaching
// home; a user's sessions page lists where they are signed in and ends the other sessions; on a
// phone the demo student reaches both pages from the portal and neither scrolls sideways.
// Each test makes its own user through the API, so that no demo user's password changes.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { apiCall, apiLogin, login, loginToPortal, notice, openProfileMenu, storedToken } from '../lib/app.js';
import { BASE_URL, openBrowser, shot, unique } from '../lib/browser.js';

const FIRST_PASSWORD = 'e2e-password-1';
const PHONE = { width: 360, height: 740 };
const NEW_PASSWORD = 'e2e-yangi-parol-2';

/** A TEACHER of the demo university, made for one test; `remove()` deletes it. */
async function newUser(prefix) {
  const admin = await apiLogin('superadmin');
  const roles = await apiCall(admin, 'GET', '/roles/?search=TEACHER&limit=100');
  const teacher = roles.body.results.find((role) => role.name === 'TEACHER');
  assert.ok(teacher, 'the demo TEACHER role');
  const university = (await apiCall(await apiLogin('otmadmin'), 'GET', '/users/profile/')).body.result.institution;
  const username = unique(prefix);
  const created = await apiCall(admin, 'POST', '/users/', {
    username,
    name: `E2E Hisob ${username}`,
    password: FIRST_PASSWORD,
    roles: [teacher.id],
    institution_ids: [university.id],
    is_active: true,
  });
  assert.equal(created.status, 201, JSON.stringify(created.body));
  const id = created.body.result.id;
  return { id, username, remove: () => apiCall(admin, 'DELETE', `/users/${id}/`) };
}

/** The status the login answers, without asserting it (apiLogin insists on 200). */
async function loginStatus(username, password) {
  const response = await fetch(`${BASE_URL}/api/v1/auth/login/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  await response.body?.cancel();
  return response.status;
}

/** Fills the change-password form and saves it. */
async function changePassword(page, current, next) {
  const form = page.getByTestId('password-form');
  await form.locator('input[name="current_password"]').fill(current);
  await form.locator('input[name="new_password"]').fill(next);
  await form.locator('input[name="repeat_password"]').fill(next);
  await form.getByRole('button', { name: 'Saqlash' }).click();
}

async function openAccountScreen(page, item, path) {
  await openProfileMenu(page);
  await page.getByRole('menu').getByRole('menuitem', { name: item }).click();
  await page.waitForURL(`${BASE_URL}${path}`);
}

test('a user changes their password: this browser stays signed in, the other one is sent to /login, and the new password signs in', async () => {
  const user = await newUser('e2eparol');
  const own = await openBrowser();
  const other = await openBrowser();
  try {
    await login(other.page, user.username, FIRST_PASSWORD);
    await login(own.page, user.username, FIRST_PASSWORD);
    const token = await storedToken(own.page);

    await openAccountScreen(own.page, 'Parolni o‘zgartirish', '/account/password');
    const form = own.page.getByTestId('password-form');
    await form.getByText('Parol 8 tadan 128 tagacha belgidan iborat bo‘lsin').waitFor();

    // The form's own checks, then the server's refusal of a wrong current password, on its field.
    await form.locator('input[name="new_password"]').fill('qisqa');
    await form.locator('input[name="repeat_password"]').fill('boshqa');
    await form.getByRole('button', { name: 'Saqlash' }).click();
    await form.getByText('Parollar bir xil emas').waitFor();
    await form.getByText('Iltimos, ushbu maydonni to‘ldiring').waitFor();
    await changePassword(own.page, 'noto-g-ri-parol', NEW_PASSWORD);
    await form.locator('input[name="current_password"][aria-invalid="true"]').waitFor();
    assert.equal(await form.locator('input[name="new_password"][aria-invalid="true"]').count(), 0);
    await shot(own.page, 'accounts-password-refused');

    await changePassword(own.page, FIRST_PASSWORD, NEW_PASSWORD);
    await notice(own.page, 'Parol o‘zgartirildi');
    assert.equal(await form.locator('input[name="current_password"]').inputValue(), '', 'the form is emptied');
    assert.equal(new URL(own.page.url()).pathname, '/account/password');
    assert.equal(await storedToken(own.page), token, 'this session goes on');
    assert.equal((await apiCall(token, 'GET', '/users/profile/')).status, 200);
    await shot(own.page, 'accounts-password-changed');

    // The other browser's session has ended: its next request (the sessions list) leads to /login.
    await openProfileMenu(other.page);
    await other.page.getByRole('menu').getByRole('menuitem', { name: 'Mening seanslarim' }).click();
    await other.page.waitForURL(`${BASE_URL}/login`);
    await other.page.getByRole('button', { name: 'Kirish', exact: true }).waitFor();
    assert.equal(await storedToken(other.page), null);

    // The old password no longer signs in; the new one does, and the browser goes back to the
    // screen it was sent away from.
    assert.equal(await loginStatus(user.username, FIRST_PASSWORD), 401);
    await other.page.getByLabel('Login').fill(user.username);
    await other.page.locator('input[name="password"]').fill(NEW_PASSWORD);
    await other.page.getByRole('button', { name: 'Kirish', exact: true }).click();
    await other.page.waitForURL((url) => url.pathname !== '/login');
    assert.ok(await storedToken(other.page), 'signed in with the new password');
    assert.deepEqual(own.errors, []);
    assert.deepEqual(other.errors, []);
  } finally {
    await other.close();
    await own.close();
    await user.remove();
  }
});

test('an administrator gives a user a temporary password, which the user must change at sign-in before reaching home', async () => {
  const user = await newUser('e2etikla');
  const earlier = await apiLogin(user.username, FIRST_PASSWORD);
  const admin = await openBrowser();
  const person = await openBrowser();
  try {
    await admin.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: BASE_URL });
    const { page } = admin;
    await login(page, 'superadmin');
    await page.goto(`/management/users/preview/${user.id}`);
    await page.getByTestId('user-preview').getByText(user.username, { exact: true }).waitFor();

    await page.getByRole('button', { name: 'Parolni tiklash' }).click();
    const question = page.getByRole('dialog');
    await question.getByText('Foydalanuvchiga vaqtinchalik parol berilsinmi? Uning barcha seanslari tugatiladi.').waitFor();
    await question.getByRole('button', { name: 'Ha' }).click();

    const shown = page.getByTestId('temporary-password-dialog');
    await shown.getByText('Kirishda vaqtinchalik parolni almashtirish kerak').waitFor();
    const temporary = (await shown.getByTestId('temporary-password').innerText()).trim();
    assert.ok(temporary.length >= 8, 'a temporary password is shown');
    await shown.getByRole('button', { name: 'Nusxa olish' }).click();
    await notice(page, 'Nusxa olindi');
    assert.equal(await page.evaluate(() => navigator.clipboard.readText()), temporary);
    await shot(page, 'accounts-temporary-password');
    await shown.getByRole('button', { name: 'Yopish' }).click();
    await shown.waitFor({ state: 'detached' });
    assert.equal(await page.getByText(temporary).count(), 0, 'shown once');

    // The reset ended the sessions the user had.
    assert.equal((await apiCall(earlier, 'GET', '/users/profile/')).status, 401);

    // Signed in with it, the user is held to the password change: no menu, no other address.
    const own = person.page;
    await own.goto('/login');
    await own.getByLabel('Login').fill(user.username);
    await own.locator('input[name="password"]').fill(temporary);
    await own.getByRole('button', { name: 'Kirish', exact: true }).click();
    await own.waitForURL(`${BASE_URL}/account/password`);
    await own.getByTestId('password-change-required').waitFor();
    assert.equal(await own.getByTestId('sidebar').count(), 0);
    assert.equal(await own.getByTestId('profile-button').count(), 0);
    await shot(own, 'accounts-change-required');
    await own.goto('/account/sessions');
    await own.waitForURL(`${BASE_URL}/account/password`);
    await own.getByTestId('password-change-required').waitFor();

    await changePassword(own, temporary, NEW_PASSWORD);
    await notice(own, 'Parol o‘zgartirildi');
    await own.getByTestId('welcome').waitFor();
    assert.equal(new URL(own.url()).pathname, '/');
    await own.getByTestId('sidebar').waitFor();
    await shot(own, 'accounts-changed-home');

    assert.equal(await loginStatus(user.username, temporary), 401);
    const after = await fetch(`${BASE_URL}/api/v1/auth/login/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: user.username, password: NEW_PASSWORD }),
    });
    assert.equal(after.status, 200);
    assert.equal((await after.json()).result.user.must_change_password, false);
    assert.deepEqual(admin.errors, []);
    assert.deepEqual(person.errors, []);
  } finally {
    await person.close();
    await admin.close();
    await user.remove();
  }
});

test('the sessions page lists where the user is signed in and ends the other sessions', async () => {
  const user = await newUser('e2eseans');
  const elsewhere = await apiLogin(user.username, FIRST_PASSWORD);
  const browser = await openBrowser();
  const { page } = browser;
  try {
    await login(page, user.username, FIRST_PASSWORD);
    await openAccountScreen(page, 'Mening seanslarim', '/account/sessions');
    await page.getByTestId('list-total').getByText('Jami: 2 ta').waitFor();
    const rows = page.locator('tbody tr');
    assert.equal(await rows.count(), 2);
    const here = rows.filter({ has: page.getByTestId('this-device') });
    const other = rows.filter({ hasNot: page.getByTestId('this-device') });
    assert.equal(await here.count(), 1);
    assert.match(await here.innerText(), /Chrome \d+, Linux/);
    assert.match(await here.innerText(), /\d\d\.\d\d\.\d{4} \d\d:\d\d/);
    await shot(page, 'accounts-sessions');

    await other.getByRole('button', { name: 'Seansni tugatish' }).click();
    await notice(page, 'Seans tugatildi');
    await page.getByTestId('list-total').getByText('Jami: 1 ta').waitFor();
    assert.equal(await rows.count(), 1);
    assert.equal(await page.getByTestId('this-device').count(), 1);
    assert.equal((await apiCall(elsewhere, 'GET', '/users/profile/')).status, 401, 'the other session has ended');
    assert.equal(await page.getByRole('button', { name: 'Boshqa barcha seanslarni tugatish' }).isDisabled(), true);

    // Two more elsewhere, ended together after the confirmation.
    const more = [await apiLogin(user.username, FIRST_PASSWORD), await apiLogin(user.username, FIRST_PASSWORD)];
    await page.reload();
    await page.getByTestId('list-total').getByText('Jami: 3 ta').waitFor();
    await page.getByRole('button', { name: 'Boshqa barcha seanslarni tugatish' }).click();
    const question = page.getByRole('dialog');
    await question.getByText('Bu qurilmadagidan boshqa barcha seanslar tugatilsinmi?').waitFor();
    await question.getByRole('button', { name: 'Ha' }).click();
    await notice(page, 'Tugatilgan seanslar: 2 ta');
    await page.getByTestId('list-total').getByText('Jami: 1 ta').waitFor();
    for (const token of more) assert.equal((await apiCall(token, 'GET', '/users/profile/')).status, 401);
    assert.equal((await apiCall(await storedToken(page), 'GET', '/users/profile/')).status, 200, 'this one goes on');
    assert.deepEqual(browser.errors, []);
  } finally {
    await browser.close();
    await user.remove();
  }
});

test('on a phone (360 px) the student reaches the password and sessions pages from the portal, and neither scrolls sideways', async () => {
  const browser = await openBrowser();
  const { page } = browser;
  const fits = async (what) => {
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(width <= PHONE.width, `${what} fits a ${PHONE.width} px screen (it is ${width} px wide)`);
  };
  try {
    await page.setViewportSize(PHONE);
    await loginToPortal(page, 'student');
    await openAccountScreen(page, 'Parolni o‘zgartirish', '/account/password');
    const form = page.getByTestId('password-form');
    await form.getByText('Parol 8 tadan 128 tagacha belgidan iborat bo‘lsin').waitFor();
    await fits('the password page');
    const save = form.getByRole('button', { name: 'Saqlash' });
    const box = await save.boundingBox();
    assert.ok(box && box.x >= 0 && box.x + box.width <= PHONE.width, `the save button is on the screen: ${JSON.stringify(box)}`);
    await shot(page, 'accounts-password-phone');

    // Each session is a card (no table to scroll sideways) with its device, address, times and button.
    await openAccountScreen(page, 'Mening seanslarim', '/account/sessions');
    const here = page.getByTestId('stacked-row').filter({ has: page.getByTestId('this-device') });
    await here.waitFor();
    assert.equal(await page.locator('table').count(), 0, 'no table on a phone');
    await fits('the sessions page');
    const card = await here.innerText();
    for (const label of ['Qurilma', 'IP manzil']) assert.ok(card.includes(label), `${label} in ${card}`);
    assert.match(card, /\d\d\.\d\d\.\d{4} \d\d:\d\d/);
    const end = await here.getByRole('button', { name: 'Seansni tugatish' }).boundingBox();
    assert.ok(end && end.x >= 0 && end.x + end.width <= PHONE.width, `the end button is on the screen: ${JSON.stringify(end)}`);
    await shot(page, 'accounts-sessions-phone');
    assert.deepEqual(browser.errors, []);
  } finally {
    await browser.close();
  }
});
