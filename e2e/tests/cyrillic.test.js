// Uzbek in Cyrillic: the institution's administrator chooses Ўзбекча; the sidebar, a list's headers,
// a month of the schedule and the institution's name are then in Cyrillic, and the choice survives a
// reload. The expected texts are the Cyrillic catalogue's (generated from uz.json), not written here.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { apiCall, apiLogin, chooseOption, login, menu, notice, openFromMenu, searchList } from '../lib/app.js';
import { openBrowser, shot } from '../lib/browser.js';
import { otmadminMenu } from '../lib/menus.js';

const catalogue = (language) => JSON.parse(readFileSync(new URL(`../../frontend/src/messages/${language}.json`, import.meta.url), 'utf8'));
const uz = catalogue('uz');
const cyrl = catalogue('uz-Cyrl');

/** A Latin text of the interface as the Cyrillic catalogue writes it: the uz-Cyrl text of the message whose uz text it is. */
function inCyrillic(latin) {
  const id = Object.keys(uz).find((key) => uz[key] === latin && !key.startsWith('language.'));
  assert.ok(id, `"${latin}" is a text of uz.json`);
  return cyrl[id];
}

/** A message of the Cyrillic catalogue as a pattern, each argument standing for any text. */
const pattern = (id) => new RegExp(`^${cyrl[id].replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '.+')}$`);

// The demo university (adapters/db/src/demo.rs) stores its name in Cyrillic too, as it spells it.
const INSTITUTION = 'Muhammad al-Xorazmiy nomidagi Toshkent axborot texnologiyalari universiteti';
const INSTITUTION_CYRILLIC = 'Муҳаммад ал-Хоразмий номидаги Тошкент ахборот технологиялари университети';

// A month of the demo university's semester, and a group of it that has a schedule.
const MONTH = '2026-11';
const GROUP = 'AT-26-03';

const CYRILLIC = /[\u0400-\u04FF]/;
const LATIN = /[A-Za-z]/;

async function groupId(token, name) {
  const answer = await apiCall(token, 'GET', `/edu-groups/?search=${encodeURIComponent(name)}`);
  const group = answer.body.results.find((g) => g.name === name);
  assert.ok(group, `the demo group ${name}`);
  return group.id;
}

const cyrillicMenu = () => Object.fromEntries(Object.entries(otmadminMenu).map(([section, items]) => [section, items.map(inCyrillic)]));

const headers = async (page) => (await page.getByRole('columnheader').allInnerTexts()).map((text) => text.trim()).filter(Boolean);

test('otmadmin reads the interface in Uzbek Cyrillic, and it stays so after a reload', async () => {
  const token = await apiLogin('otmadmin');
  const group = await groupId(token, GROUP);
  const browser = await openBrowser();
  const { page } = browser;
  try {
    await login(page, 'otmadmin');
    assert.equal((await page.getByTestId('institution-name').innerText()).trim(), INSTITUTION);

    // A list in Latin first: its headers are what the Cyrillic ones are compared with.
    await openFromMenu(page, 'Buyruqlar');
    await page.getByRole('heading', { name: uz['orders.title'] }).waitFor();
    await page.getByTestId('list-total').waitFor();
    const latinHeaders = await headers(page);
    assert.ok(latinHeaders.includes(uz['orders.date']) && latinHeaders.includes(uz['orders.number']), `the orders' headers: ${latinHeaders}`);

    await page.getByTestId('language-button').click();
    const choice = page.getByTestId('language-uz-Cyrl');
    assert.equal((await choice.innerText()).trim(), cyrl['language.uz-Cyrl']);
    assert.equal(cyrl['language.uz-Cyrl'], 'Ўзбекча');
    await choice.click();

    // The list's headers and total.
    await page.getByRole('heading', { name: cyrl['orders.title'] }).waitFor();
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'uz-Cyrl');
    assert.equal((await page.getByTestId('language-button').innerText()).trim(), 'ЎЗ');
    const cyrillicHeaders = await headers(page);
    assert.deepEqual(cyrillicHeaders, latinHeaders.map(inCyrillic));
    assert.ok(cyrillicHeaders.includes('Сана'), `the date column is "Сана": ${cyrillicHeaders}`);
    assert.match((await page.getByTestId('list-total').innerText()).trim(), pattern('common.total'));
    await shot(page, 'cyrillic-orders');

    // The sidebar and the institution's name.
    const expectedMenu = cyrillicMenu();
    assert.deepEqual(await menu(page), expectedMenu);
    for (const item of Object.values(expectedMenu).flat()) assert.match(item, CYRILLIC, `${item} is in Cyrillic`);
    assert.equal((await page.getByTestId('institution-name').innerText()).trim(), INSTITUTION_CYRILLIC);

    // A month of the schedule: its name and the weekdays; the screen's calls ask the server for uz-Cyrl.
    const asked = page.waitForRequest(async (request) => request.url().includes('/api/v1/') && (await request.headerValue('accept-language')) === 'uz-Cyrl');
    await page.goto(`/education-process-otm/group/schedule/${group}?month=${MONTH}`);
    await asked;
    const monthTitle = `${cyrl['calendar.month.11']} 2026`;
    assert.equal(monthTitle, 'Ноябрь 2026');
    await page.getByTestId('month-title').getByText(monthTitle, { exact: true }).waitFor();
    const weekdays = (await page.getByTestId('month-calendar').getByRole('columnheader').allInnerTexts()).map((text) => text.trim());
    assert.deepEqual(weekdays, [1, 2, 3, 4, 5, 6, 7].map((day) => cyrl[`calendar.weekday.${day}`]));
    assert.equal(weekdays[0], 'Душ');
    await shot(page, 'cyrillic-schedule');

    // The home page: a date as DD.MM.YYYY, the welcome in Cyrillic.
    await page.goto('/');
    await page.getByTestId('welcome').waitFor();
    assert.match((await page.getByTestId('welcome').innerText()).trim(), pattern('home.welcome'));
    assert.match((await page.getByTestId('home-last-login').innerText()).trim(), /^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/);
    assert.equal((await page.getByTestId('home-institution').innerText()).trim(), INSTITUTION_CYRILLIC);

    // After a reload the language is still Uzbek in Cyrillic.
    await page.reload();
    await page.getByTestId('welcome').waitFor();
    await page.getByTestId('institution-name').getByText(INSTITUTION_CYRILLIC, { exact: true }).waitFor();
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'uz-Cyrl');
    assert.equal((await page.getByTestId('language-button').innerText()).trim(), 'ЎЗ');
    assert.match((await page.getByTestId('welcome').innerText()).trim(), pattern('home.welcome'));
    assert.deepEqual(await menu(page), expectedMenu);
    await page.goto(`/education-process-otm/group/schedule/${group}?month=${MONTH}`);
    await page.getByTestId('month-title').getByText(monthTitle, { exact: true }).waitFor();
    await shot(page, 'cyrillic-after-reload');

    // And back to Latin.
    await page.getByTestId('language-button').click();
    await page.getByTestId('language-uz').click();
    await page.getByTestId('month-title').getByText(`${uz['calendar.month.11']} 2026`, { exact: true }).waitFor();
    assert.doesNotMatch((await page.getByTestId('institution-name').innerText()).trim(), CYRILLIC);
    assert.match((await page.getByTestId('institution-name').innerText()).trim(), LATIN);
    assert.deepEqual(browser.errors, []);
  } finally {
    await browser.close();
  }
});

test('a subject the ministry names in Cyrillic shows that name in the Cyrillic interface, and one without shows the transliteration', async () => {
  const token = await apiLogin('ministry');
  const number = String(Date.now()).slice(-8);
  // "ts" is written "тс" by the letters' rules; the loanword is spelled "ц", which only a stored form gives.
  const named = { uz: `Sotsiologiya ${number}`, cyrillic: `Социология ${number}` };
  const unnamed = { uz: `Sotsiologiya asoslari ${number}`, cyrillic: `Сотсиология асослари ${number}` };
  const types = await apiCall(token, 'GET', '/edu-subjects/types/');
  const created = await apiCall(token, 'POST', '/edu-subjects/', {
    code: `CYR2-${number}`,
    name: { uz: unnamed.uz, ru: '', en: '' },
    edu_subject_type_id: types.body.results[0].id,
    study_hours: 72,
  });
  assert.equal(created.status, 201, JSON.stringify(created.body));
  const browser = await openBrowser();
  const { page } = browser;
  try {
    await login(page, 'ministry');
    await page.goto('/education-process-otv/subject/add');
    await page.locator('input[name="code"]').fill(`CYR1-${number}`);
    await chooseOption(page, page.getByRole('combobox', { name: 'Fan turi' }), 'Ixtisoslik fanlari');
    await page.getByLabel('O‘quv soatlari').fill('72');
    await page.getByLabel('Nomi (o‘zbekcha)').fill(named.uz);
    await page.getByLabel(uz['common.name.uzCyrl']).fill(named.cyrillic);
    await page.getByRole('button', { name: 'Saqlash' }).click();
    await notice(page, 'Muvaffaqiyatli saqlandi');
    await page.waitForURL((url) => url.pathname === '/education-process-otv/subject');
    await searchList(page, number, 2);
    await page.getByRole('cell', { name: named.uz, exact: true }).waitFor();

    await page.getByTestId('language-button').click();
    await page.getByTestId('language-uz-Cyrl').click();
    await page.getByRole('cell', { name: named.cyrillic, exact: true }).waitFor();
    await page.getByRole('cell', { name: unnamed.cyrillic, exact: true }).waitFor();
    await shot(page, 'cyrillic-stored-names');

    const listed = await apiCall(token, 'GET', `/edu-subjects/?search=${number}`);
    const stored = listed.body.results.find((subject) => subject.code === `CYR1-${number}`);
    assert.equal(stored.name.uz_cyrl, named.cyrillic);
    assert.equal(listed.body.results.find((subject) => subject.code === `CYR2-${number}`).name.uz_cyrl, undefined);
    assert.deepEqual(browser.errors, []);
  } finally {
    await browser.close();
  }
});
