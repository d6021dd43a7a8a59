// Reports and the dashboard as their readers use them: the ministry's home shows national figures
// with a chart per region; a report shows its charts beside the table, narrows with a filter to
// what the API answers for the same filter, and downloads as an Excel file; an institution reads
// its own teachers; a teacher's home shows today's lessons and the topics left to enter.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { apiCall, apiLogin, login } from '../lib/app.js';
import { openBrowser, shot } from '../lib/browser.js';

const number = (text) => Number(text.replace(/\D/g, ''));

test('the ministry reads national figures at home, the students report by course, and its Excel file', async () => {
  const ministry = await apiLogin('ministry');
  const summary = (await apiCall(ministry, 'GET', '/reports/summary/')).body.result;
  const browser = await openBrowser();
  const { page } = browser;
  try {
    await login(page, 'ministry');
    const dashboard = page.getByTestId('dashboard');
    await dashboard.waitFor();
    await page.getByTestId('stat-institutions').and(page.getByText(String(summary.institutions), { exact: true })).waitFor();
    assert.equal(number(await page.getByTestId('stat-students').innerText()), summary.students);
    // The national figures are prepared in the background, and the home page says as of when.
    assert.ok(summary.prepared_at, 'the national figures say when they were prepared');
    assert.match(await page.getByTestId('prepared-at').innerText(), /^Ko‘rsatkichlar \d\d\.\d\d\.\d{4} \d\d:\d\d holatiga$/);
    // The chart per region draws a bar for each region.
    await page.getByTestId('dashboard-regions').locator('svg').first().waitFor();
    assert.ok(summary.regions.length > 0);

    await page.getByTestId('sidebar-menu').getByRole('link', { name: 'Talabalar hisoboti' }).click();
    await page.waitForURL(/\/reports\/students$/);
    const all = (await apiCall(ministry, 'GET', '/reports/students/')).body.result;
    await page.getByTestId('students-total').and(page.getByText(`Jami: ${all.total}`)).waitFor();
    for (const chart of ['chart-status', 'chart-course', 'chart-gender', 'chart-form']) await page.getByTestId(chart).locator('svg').first().waitFor();

    // The first course only: the total is the API's for the same filter.
    await page.getByLabel('Kurs').click();
    await page.getByRole('option', { name: '1-kurs' }).click();
    await page.waitForURL(/course=1/);
    const first = (await apiCall(ministry, 'GET', '/reports/students/?course=1')).body.result;
    assert.ok(first.total < all.total, `${first.total} of ${all.total}`);
    await page.getByTestId('students-total').and(page.getByText(`Jami: ${first.total}`)).waitFor();

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('list-export').click()]);
    assert.equal(download.suggestedFilename(), 'students-report.xlsx');
    const file = readFileSync(await download.path());
    assert.equal(file.subarray(0, 2).toString(), 'PK', 'an xlsx file is a zip');
    assert.ok(file.length > 1000);

    // The institutions compared, table and chart.
    await page.goto('/reports/by-otm');
    const institutions = (await apiCall(ministry, 'GET', '/reports/by-otm/')).body;
    await page.getByText(`Jami: ${institutions.count} ta`).waitFor();
    await page.getByTestId('chart-institutions').locator('svg').first().waitFor();
    await shot(page, 'reports-by-otm');

    // The directions of the country, table and chart.
    await page.goto('/reports/by-direction');
    const directions = (await apiCall(ministry, 'GET', '/reports/by-direction/')).body;
    assert.ok(directions.count > 0);
    await page.getByRole('cell', { name: directions.results[0].code, exact: true }).waitFor();
    await page.getByTestId('chart-directions').locator('svg').first().waitFor();

    // Each teacher's subjects.
    await page.goto('/reports/by-teacher?limit=100');
    const subjects = (await apiCall(ministry, 'GET', '/reports/by-teacher/?limit=100')).body;
    const teaching = subjects.results.find((row) => row.subjects.length > 0);
    assert.ok(teaching, 'a teacher with lessons');
    await page.getByRole('row').filter({ hasText: teaching.full_name }).first().waitFor();
  } finally {
    await browser.close();
  }
  assert.deepEqual(browser.errors, []);
});

test('an institution reads its teachers with their lessons and topics, and a teacher sees the day at home', async () => {
  const otmadmin = await apiLogin('otmadmin');
  const teachers = (await apiCall(otmadmin, 'GET', '/reports/teachers/?limit=100')).body;
  assert.ok(teachers.count > 0);
  const busiest = [...teachers.results].sort((a, b) => b.lessons_held - a.lessons_held)[0];
  const browser = await openBrowser();
  const { page } = browser;
  try {
    await login(page, 'otmadmin');
    await page.getByTestId('dashboard').waitFor();
    await page.getByTestId('dashboard-courses').locator('svg').first().waitFor();

    await page.goto('/reports/teachers?limit=100');
    const row = page.getByRole('row').filter({ hasText: busiest.full_name });
    await row.waitFor();
    const cells = (await row.getByRole('cell').allInnerTexts()).map((text) => text.trim());
    assert.ok(cells.includes(String(busiest.lessons_held)), cells.join(' | '));
    for (const group of busiest.topic_entry) {
      await row.getByText(`${group.group_name}: ${group.topics_entered}/${group.lessons_held}`).waitFor();
    }
    await page.getByTestId('chart-teachers').locator('svg').first().waitFor();
    // Searching narrows the list to that teacher.
    await page.getByPlaceholder('F.I.Sh. yoki JSHSHIR').fill(busiest.full_name.split(' ')[0]);
    await page.getByText(/Jami: \d+ ta/).waitFor();
    await shot(page, 'reports-teachers');
  } finally {
    await browser.close();
  }
  assert.deepEqual(browser.errors, []);

  const teacher = await openBrowser();
  try {
    await login(teacher.page, 'teacher');
    await teacher.page.getByTestId('teacher-today').waitFor();
    await teacher.page.getByTestId('topics-left').waitFor();
    // A teacher reads no report: the address is not a page of theirs.
    await teacher.page.goto('/reports/teachers');
    await teacher.page.getByText('Sahifa topilmadi').waitFor();
  } finally {
    await teacher.close();
  }
});
