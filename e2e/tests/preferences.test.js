// Language (uz default, ru, en) and theme (light, dark), both remembered across reloads.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { login, menu } from '../lib/app.js';
import { openBrowser, shot } from '../lib/browser.js';
import { superadminMenuEnglish } from '../lib/menus.js';

async function chooseLanguage(page, code) {
  await page.getByTestId('language-button').click();
  await page.getByTestId(`language-${code}`).click();
}

test('the interface switches between Uzbek, Russian and English and remembers the choice', async () => {
  const browser = await openBrowser();
  const { page } = browser;
  try {
    await login(page, 'teacher');
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'uz');
    assert.match(await page.getByTestId('welcome').innerText(), /^Xush kelibsiz/);
    const uzInstitution = (await page.getByTestId('institution-name').innerText()).trim();

    await chooseLanguage(page, 'ru');
    await page.getByTestId('welcome').getByText(/^Добро пожаловать/).waitFor();
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'ru');
    const ruInstitution = (await page.getByTestId('institution-name').innerText()).trim();
    assert.notEqual(ruInstitution, uzInstitution, 'the institution name follows the language');
    assert.match(ruInstitution, /[А-Яа-я]/);
    await shot(page, 'preferences-ru');

    await page.reload();
    await page.getByTestId('welcome').getByText(/^Добро пожаловать/).waitFor();

    await chooseLanguage(page, 'en');
    await page.getByTestId('welcome').getByText(/^Welcome/).waitFor();
    assert.match((await page.getByTestId('institution-name').innerText()).trim(), /University/);
    await shot(page, 'preferences-en');

    await chooseLanguage(page, 'uz');
    await page.getByTestId('welcome').getByText(/^Xush kelibsiz/).waitFor();
  } finally {
    await browser.close();
  }
});

test('the server answers in the chosen language too (Accept-Language)', async () => {
  const browser = await openBrowser();
  const { page } = browser;
  try {
    await login(page, 'superadmin');
    await chooseLanguage(page, 'en');
    await page.getByRole('link', { name: 'Users' }).click();
    assert.deepEqual(await menu(page), superadminMenuEnglish);
    await page.getByRole('link', { name: 'Add' }).click();
    // A username that exists already: the server refuses it with a message in English.
    await page.getByLabel('Full name').fill('Duplicate Person');
    await page.getByLabel('Username').fill('teacher');
    await page.locator('input[name="password"]').fill('long-enough-1');
    await page.getByLabel('Roles').click();
    await page.getByRole('option', { name: 'TEACHER' }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Save' }).click();
    const notice = page.getByTestId('notice');
    await notice.waitFor();
    const text = (await notice.innerText()).trim();
    assert.ok(text.length > 0);
    assert.doesNotMatch(text, /[ʻ‘’]|Foydalanuvchi|mavjud/, `an English message, got: ${text}`);
    await shot(page, 'preferences-server-message-en');
  } finally {
    await browser.close();
  }
});

test('the dark theme is applied and remembered', async () => {
  const browser = await openBrowser();
  const { page } = browser;
  const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  try {
    await login(page, 'superadmin');
    assert.equal(await background(), 'rgb(244, 246, 250)');
    await page.getByTestId('theme-toggle').click();
    await page.waitForFunction(() => getComputedStyle(document.body).backgroundColor === 'rgb(15, 23, 34)');
    await shot(page, 'preferences-dark-home');
    await page.getByRole('link', { name: 'Foydalanuvchilar' }).click();
    await page.getByTestId('list-total').waitFor();
    await shot(page, 'preferences-dark-users');

    await page.reload();
    await page.getByTestId('list-total').waitFor();
    assert.equal(await background(), 'rgb(15, 23, 34)', 'the theme survives a reload');

    await page.getByTestId('theme-toggle').click();
    await page.waitForFunction(() => getComputedStyle(document.body).backgroundColor === 'rgb(244, 246, 250)');
    await shot(page, 'preferences-light-users');
  } finally {
    await browser.close();
  }
});
