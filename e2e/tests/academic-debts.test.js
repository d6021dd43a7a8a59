// Academic debts and promotion: the institution's administrator opens the academic debts from the
// menu and reads the students in debt with their unpassed subjects and the totals as the API sums
// them, switches to the institutions with their chart, downloads the Excel file, and opens a
// group's promotion to the next course: who moves on and who stays, the promotion into a group of the
// next course made for the test, and the reversal that puts the shared demo data back.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { apiCall, apiLogin, choose, login, openFromMenu } from '../lib/app.js';
import { openBrowser, shot } from '../lib/browser.js';

/** A number as the page writes it: thousands may be grouped by a (no-break) space. */
const number = (value) => String(value).replace(/\B(?=(\d{3})+(?!\d))/g, '\\s?');

/** 'Jami: qarzdor talabalar N, akademik qarzlar M' of an answer of /academic-debts/. */
const totalsText = (body) => new RegExp(`Jami: qarzdor talabalar ${number(body.students)}, akademik qarzlar ${number(body.debts)}`);

/** An active group of the demo university with studying students, and its promotion preview. */
async function groupToPromote(token) {
  const groups = (await apiCall(token, 'GET', '/edu-groups/?status=ACTIVE&limit=10000')).body.results;
  // The first course first: its next course fits in every curriculum.
  groups.sort((a, b) => a.course - b.course || a.id - b.id);
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

test('otmadmin promotes a group to a group of the next course by an applied order, then the order is reversed', async () => {
  const token = await apiLogin('otmadmin');
  const { group, preview } = await groupToPromote(token);
  // A group of the next course in the same direction and curriculum, with room for everyone.
  const stamp = Date.now();
  const target = await apiCall(token, 'POST', '/edu-groups/', {
    name: `E2E-${stamp % 100000}`,
    course: group.course + 1,
    current_semester: group.current_semester + 2,
    number_of_students: 60,
    opened_year: group.opened_year - 1,
    curriculum_id: group.curriculum_id,
    edu_direction_id: group.edu_direction_id,
    edu_form: group.edu_form,
    edu_language: group.edu_language,
  });
  assert.equal(target.status, 201, JSON.stringify(target.body));
  const to = target.body.result;
  const browser = await openBrowser();
  const { page } = browser;
  let orderId;
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
    const moving = preview.students.filter((s) => s.moves);
    await table.getByTestId('promotion-summary').getByText(`O‘tadi: ${moving.length}, qoladi: ${preview.students.length - moving.length}`).waitFor();
    await choose(dialog, /^Qaysi guruhga/, to.name);
    await dialog.getByLabel(/^Buyruq raqami/).fill(`E2E-P-${stamp}`);
    await shot(page, 'academic-debts-promotion');
    await dialog.getByRole('button', { name: 'O‘tkazish' }).click();
    const result = page.getByTestId('promotion-result');
    await result.getByTestId('promotion-done').waitFor();
    const link = result.getByTestId('promotion-order-link');
    orderId = Number((await link.getAttribute('href')).match(/(\d+)\/?$/)[1]);
    const order = (await apiCall(token, 'GET', `/orders/${orderId}/`)).body.result;
    assert.deepEqual([order.kind, order.state], ['PROMOTION', 'APPLIED']);
    assert.deepEqual(order.items.map((i) => i.student_id).sort(), moving.map((s) => s.student_id).sort());
    const moved = (await apiCall(token, 'GET', `/students/?edu_group_id=${to.id}&limit=100`)).body;
    assert.equal(moved.count, moving.length, 'everybody who qualifies moved into the group of the next course');
    await shot(page, 'academic-debts-promoted');
    assert.deepEqual(browser.errors, []);
  } finally {
    await browser.close();
    // Other tests share the demo data: the reversing order puts everybody back, and the group goes.
    if (orderId) {
      const reversal = await apiCall(token, 'POST', `/orders/${orderId}/cancel/`, { number: `E2E-R-${stamp}`, date: new Date().toISOString().slice(0, 10) });
      assert.equal(reversal.status, 201, JSON.stringify(reversal.body));
    }
    assert.equal((await apiCall(token, 'DELETE', `/edu-groups/${to.id}/`)).status, 204);
  }
});
