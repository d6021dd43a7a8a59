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

/** Signs a student or a parent in: they land on the portal's week, not on the staff home page. */
export async function loginToPortal(page, username, password = PASSWORD) {
  await page.goto('/login');
  await page.getByLabel('Login').fill(username);
  await page.locator('input[name="password"]').fill(password);
  await page.getByRole('button', { name: 'Kirish', exact: true }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/portal'));
  await page.getByTestId('portal-nav').waitFor();
}

/** The portal's bottom navigation: its items in the order shown. */
export async function portalMenu(page) {
  return (await page.getByTestId('portal-nav').getByRole('link').allInnerTexts()).map((text) => text.replace(/\s+/g, ' ').trim());
}

/** The sidebar as {section: [items]} in the order shown. */
export async function menu(page) {
  const sections = page.getByTestId('sidebar-menu').locator('nav[data-section]');
  // A collapsible section (the teacher module) shows its items once opened; only a section's own
  // toggle is clicked (the institution selector below the menu has aria-expanded too).
  for (const closed of await sections.locator('> [aria-expanded="false"]').all()) await closed.click();
  // An opened section's items are clicked only once it has finished unfolding.
  await page.waitForFunction(() => !document.querySelector('[data-testid="sidebar-menu"] .MuiCollapse-root:not(.MuiCollapse-entered)'));
  const result = {};
  for (const section of await sections.all()) {
    const id = await section.getAttribute('data-section');
    result[id] = (await section.locator('a').allInnerTexts()).map((text) => text.trim());
  }
  return result;
}

/** Opens a screen by its sidebar item and waits until the address is the item's. */
export async function openFromMenu(page, name) {
  await menu(page);
  const link = page.getByTestId('sidebar-menu').getByRole('link', { name, exact: true });
  const target = await link.getAttribute('href');
  await link.click();
  await page.waitForURL((url) => url.pathname === target);
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

// --- Steps on any screen ---

/** Waits for the notice (snackbar) that says `text`. */
export async function notice(page, text) {
  await page.getByTestId('notice').getByText(text).waitFor();
}

/** Types into the list's search box and waits for the URL and the total to follow. */
export async function searchList(page, text, total = 1) {
  await page.getByRole('searchbox').fill(text);
  await page.waitForURL((url) => url.searchParams.get('search') === text);
  await page.getByTestId('list-total').getByText(`Jami: ${total} ta`).waitFor();
}

/**
 * Picks an option of a single-choice select, named by its label (text or pattern) inside `scope` (a
 * page or a part of it) or given as a locator, and waits for its list to close.
 */
export async function choose(scope, combobox, option) {
  const named = typeof combobox === 'string' || combobox instanceof RegExp;
  const field = named ? scope.getByRole('combobox', { name: combobox }) : combobox;
  await field.click();
  const listbox = field.page().getByRole('listbox');
  await listbox.getByRole('option', { name: option, exact: true }).click();
  await listbox.waitFor({ state: 'detached' });
}

/** Clicks an option of a select that may stay open (a multiple choice). */
export async function chooseOption(page, combobox, option) {
  await combobox.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Types a day into a date field section by section (DD, MM, YYYY) and waits for the field to hold it. */
export async function typeDate(page, name, day) {
  const input = page.locator(`input[name="${name}"]`);
  await input.locator('xpath=..').locator('[role="spinbutton"]').first().click();
  await page.keyboard.type(day.replace(/\./g, ''));
  await page.waitForFunction(([field, value]) => document.querySelector(`input[name="${field}"]`)?.value === value, [name, day]);
}
