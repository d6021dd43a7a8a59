// Steps a person takes in the application, and a few API calls that prepare data for them.
import assert from 'node:assert/strict';
import { BASE_URL } from './browser.js';

export const PASSWORD = 'demo';

export async function login(page, username, password = PASSWORD) {
  await page.goto('/login');
  await page.getByLabel('Login').fill(username);
  await page.locator('input[name="password"]').fill(password);
  await page.getByRole('button', { name: 'Kirish', exact: true }).click();
  await page.getByTestId('welcome').waitFor();
}

/** The sidebar as {section: [items]} in the order shown. */
export async function menu(page) {
  const sections = page.getByTestId('sidebar-menu').locator('nav[data-section]');
  const result = {};
  for (const section of await sections.all()) {
    const id = await section.getAttribute('data-section');
    result[id] = (await section.locator('a').allInnerTexts()).map((text) => text.trim());
  }
  return result;
}

export async function openProfileMenu(page) {
  await page.getByTestId('profile-button').click();
  await page.getByRole('menu').waitFor();
}

export async function currentRole(page) {
  return (await page.getByTestId('current-role').innerText()).trim();
}

export async function storedToken(page) {
  return page.evaluate(() => window.localStorage.getItem('access_token'));
}

// --- API calls for preparing data (never used to check what the UI shows) ---

export async function apiLogin(username, password = PASSWORD) {
  const response = await fetch(`${BASE_URL}/api/v1/auth/login/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  assert.equal(response.status, 200, `login of ${username}`);
  return (await response.json()).result.access_token;
}

export async function apiCall(token, method, path, body) {
  const response = await fetch(`${BASE_URL}/api/v1${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
}
