// Academic debts and promotion: the institution's administrator opens the academic debts from the
// menu and reads the students in debt with their unpassed subjects and the totals as the API sums
// them, switches to the institutions with their chart, downloads the Excel file, and opens a
// group's promotion to the next course to read who moves on and who stays (nothing is promoted:
// other tests share the demo data).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { apiCall, apiLogin, choose, login, menu } from '../lib/app.js';
import { openBrowser, shot } from '../lib/browser.js';

async function openFromMenu(page, name) {
  await menu(page);
  const link = page.getByTestId('sidebar-menu').getByRole('link', { name, exact: true });
  const target = await link.getAttribute('href');
  await link.click();
  await page.waitForURL((url) => url.pathname === target);
}

/** A number as the page writes it: thousands may be grouped by a (no-break) space. */
const number = (value) => String(value).replace(/\B(?=(\d{3})+(?!\d))/g, '\\s?');

/** 'Jami: qarzdor talabalar N, akademik qarzlar M' of an answer of /academic-debts/. */
const totalsText = (body) => new RegExp(`Jami: qarzdor talabalar ${number(body.students)}, akademik qarzlar ${number(body.debts)}`);

/** An active group of the demo university with studying students, and its promotion preview. */
async function groupToPromote(token) {
  const groups = (await apiCall(token, 'GET', '/edu-groups/?status=ACTIVE&limit=10000')).body.results;
  for (const group of groups) {
    const preview = await apiCall(token, 'GET', `/edu-groups/${group.id}/promote/`);
    assert.equal(preview.status, 200, `the promotion preview of ${group.name}`);
    if (preview.body.result.students.length > 0) return { group, preview: preview.body.result };
  }
  throw new Error('no active demo group has studying students');
}

test('otmadmin reads the academic debts with the totals the API sums, by student and by institution, and downloads them', async () => {
  const token = await apiLogin('otmadmin');
  const students = await apiCall(token, 'GET', '/academic-debts/?limit=20');
  assert.equal(students.status, 200);
  const institutions = (await apiCall(token, 'GET', '/academic-debts/?level=INSTITUTION&limit=20')).body;
  // The totals sum every row of the filter, whatever a row is.
  assert.deepEqual([institutions.students, institutions.debts], [students.body.students, students.body.debts]);
  const browser = await openBrowser();
  const { page } = browser;
  try {
    await login(page, 'otmadmin');
    await openFromMenu(page, 'Akademik qarzdorlar');
    await page.getByRole('heading', { name: 'Akademik qarzdorlar' }).waitFor();
    await page.getByTestId('academic-debt-totals').filter({ hasText: totalsText(students.body) }).waitFor();
    await page.getByTestId('list-total').filter({ hasText: new RegExp(`Jami: ${number(students.body.count)} ta`) }).waitFor();
    const first = students.body.results[0];
    if (first) {
      // The demo holds debts: the first student with the first unpassed subject, as the server orders them.
      const row = page.getByRole('row').filter({ hasText: first.student_name }).first();
      const subject = first.subjects[0];
      await row.getByTestId('debt-subjects').getByText(`${subject.name.uz} (semestr ${subject.semester}, urinish ${subject.attempt})`, { exact: true }).waitFor();
      await row.getByText(first.group_name, { exact: true }).waitFor();
    }
    await shot(page, 'academic-debts-students');

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('list-export').click()]);
    assert.equal(download.suggestedFilename(), 'academic-debts.xlsx');
    assert.equal(readFileSync(await download.path()).subarray(0, 2).toString(), 'PK');

    await choose(page, 'Kesim', 'Ta’lim muassasalari');
    await page.waitForURL((url) => url.searchParams.get('level') === 'INSTITUTION');
    await page.getByTestId('academic-debt-totals').filter({ hasText: totalsText(institutions) }).waitFor();
    const chart = page.getByTestId('chart-academic-debts');
    await chart.waitFor();
    if (institutions.results.length > 0) {
      await chart.locator('svg').first().waitFor();
      // An institution's role reads its own row only.
      const own = institutions.results[0];
      await page.getByRole('row').filter({ hasText: own.institution_name.uz }).first().waitFor();
    }
    await shot(page, 'academic-debts-institutions');
    assert.deepEqual(browser.errors, []);
  } finally {
    await browser.close();
  }
});

test('otmadmin opens a group’s promotion to the next course and reads who moves on and who stays', async () => {
  const token = await apiLogin('otmadmin');
  const { group, preview } = await groupToPromote(token);
  const targets = (await apiCall(token, 'GET', `/edu-groups/?course=${group.course + 1}&status=ACTIVE&limit=10000`)).body.results;
  const browser = await openBrowser();
  const { page } = browser;
  try {
    await login(page, 'otmadmin');
    await page.goto(`/education-process-otm/group/preview/${group.id}`);
    await page.getByTestId('group-preview').waitFor();
    await page.getByTestId('group-promote').click();
    const dialog = page.getByTestId('promotion-form');
    await dialog.getByText(`${group.name}: keyingi kursga o‘tkazish`).waitFor();
    const table = dialog.getByTestId('promotion-students');
    await table.waitFor();
    for (const student of preview.students) {
      await table.locator(`[data-testid="promotion-row-${student.student_id}"][data-moves="${student.moves}"]`).waitFor();
      await table.getByText(student.full_name, { exact: true }).waitFor();
    }
    const moves = preview.students.filter((s) => s.moves).length;
    await table.getByTestId('promotion-summary').getByText(`O‘tadi: ${moves}, qoladi: ${preview.students.length - moves}`).waitFor();
    // The target is a group of the next course; none chosen is refused before anything is sent.
    if (targets.length > 0) await choose(dialog, /^Qaysi guruhga/, targets[0].name);
    else await dialog.getByText(`${group.course + 1}-kursda faol guruh yo‘q`).waitFor();
    await shot(page, 'academic-debts-promotion');
    await dialog.getByRole('button', { name: 'Bekor qilish' }).click();
    await dialog.waitFor({ state: 'detached' });
    const after = (await apiCall(token, 'GET', `/edu-groups/${group.id}/promote/`)).body.result;
    assert.equal(after.students.length, preview.students.length, 'nothing was promoted');
    assert.deepEqual(browser.errors, []);
  } finally {
    await browser.close();
  }
});
