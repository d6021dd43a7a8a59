// Exam sessions: the institution's admin schedules a final for a group on a free day and hour, is
// refused a second exam in the same room at that hour with the clash named, and finds the exam on
// the group's month marked as an exam.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { apiCall, apiLogin, choose, login, notice, storedToken, typeDate } from '../lib/app.js';
import { openBrowser, shot } from '../lib/browser.js';

async function groupId(token, name) {
  const answer = await apiCall(token, 'GET', `/edu-groups/?search=${encodeURIComponent(name)}`);
  const group = answer.body.results.find((g) => g.name === name);
  assert.ok(group, `the demo group ${name}`);
  return group.id;
}

/** Fills the exam dialog for a group's Oliy matematika final on Saturday 12.12.2026, first class hour. */
async function fillExam(page, group, room, examiner) {
  await page.getByRole('button', { name: 'Qo‘shish', exact: true }).click();
  const dialog = page.getByTestId('exam-form');
  await choose(dialog, /^Guruh/, group);
  await choose(dialog, /^Fan/, /Oliy matematika/);
  await typeDate(page, 'date', '12.12.2026');
  await choose(dialog, /^Para/, /^1\. /);
  await choose(dialog, /^Xona/, room);
  await choose(dialog, /^Imtihon oluvchi/, examiner);
  await dialog.getByRole('button', { name: 'Saqlash' }).click();
  return dialog;
}

test('otmadmin schedules a final, is refused a second exam in its room and hour, and sees it on the group month', async () => {
  const browser = await openBrowser();
  const { page } = browser;
  try {
    await login(page, 'otmadmin');
    const token = await storedToken(page);
    await page.goto('/education-process-otm/exams');
    await page.getByRole('heading', { name: 'Imtihonlar jadvali' }).waitFor();
    // The demo's winter session is listed.
    await page.getByRole('row').filter({ hasText: 'AT-26-01' }).first().waitFor();

    await fillExam(page, 'AT-26-03', /^101/, /^Aliyeva Nodira/);
    await notice(page, 'Muvaffaqiyatli saqlandi');
    const group = await groupId(token, 'AT-26-03');
    const stored = (await apiCall(token, 'GET', `/exams/?edu_group_id=${group}&date_from=2026-12-12&date_to=2026-12-12`)).body.results;
    assert.equal(stored.length, 1, 'the exam is stored');
    assert.equal(stored[0].control, 'FINAL');

    const dialog = await fillExam(page, 'AT-26-02', /^101/, /^Karimov/);
    await dialog.getByText(/101 xonasi 12\.12\.2026 kuni 1-para vaqtida band: AT-26-03 guruhi, Oliy matematika \(imtihon\)/).waitFor();
    await shot(page, 'exam-clash');
    await dialog.getByRole('button', { name: 'Bekor qilish' }).click();

    await page.goto(`/education-process-otm/group/schedule/${group}?month=2026-12`);
    const card = page.getByTestId(`exam-${stored[0].id}`);
    await card.getByText('Imtihon').waitFor();
    await card.getByText('Oliy matematika').waitFor();
    assert.ok((await page.getByTestId('day-2026-12-12').getByTestId(`exam-${stored[0].id}`).count()) === 1, 'on its day');
    await shot(page, 'exam-calendar');
    assert.deepEqual(browser.errors, []);
    // The exam sits on a teaching Saturday: later tests that publish a timetable would clash with it.
    assert.equal((await apiCall(token, 'DELETE', `/exams/${stored[0].id}/`)).status, 204);
  } finally {
    await browser.close();
  }
});

test('otmadmin enters a retake: its sheet lists only the student in debt, and her passing points take her off the academic debts', async () => {
  const token = await apiLogin('otmadmin');
  // The demo's retake: DI-25-01's final in the history of Uzbekistan, failed by one studying student.
  const group = await groupId(token, 'DI-25-01');
  const retakes = (await apiCall(token, 'GET', `/control-sheets/?edu_group_id=${group}&control=FINAL&limit=100`)).body.results.filter((s) => s.attempt === 2);
  assert.equal(retakes.length, 1, 'the demo schedules one retake of DI-25-01');
  const retake = retakes[0];
  const sheetPath = `/control-sheets/${group}/${retake.edu_subject.id}/FINAL/?semester=${retake.semester}&attempt=2`;
  const listed = (await apiCall(token, 'GET', sheetPath)).body.result;
  assert.equal(listed.entries.length, 1, 'one student in debt sits the retake');
  const debtor = listed.entries[0];
  const debts = async () => (await apiCall(token, 'GET', `/academic-debts/?edu_group_id=${group}`)).body.results.map((r) => r.id);
  assert.ok((await debts()).includes(debtor.student_id), 'she is in debt before the retake');
  const browser = await openBrowser();
  const { page } = browser;
  let entered = false;
  try {
    await login(page, 'otmadmin');
    await page.goto(`/education-process-otm/control-sheets?edu_group_id=${group}&control=FINAL`);
    const row = page.locator('tbody tr', { hasText: retake.edu_subject.code }).filter({ hasText: '1-qayta topshirish' });
    await row.getByRole('link', { name: new RegExp(`^${retake.edu_subject.code}`) }).click();
    await page.getByTestId('sheet-card').waitFor();
    const rows = page.locator('[data-testid^="sheet-row-"]');
    await rows.first().getByText(debtor.full_name).waitFor();
    assert.equal(await rows.count(), 1, 'a retake lists only those in debt');
    await rows.first().locator('input').fill(String(listed.max_points));
    await page.getByRole('button', { name: 'Saqlash' }).click();
    await notice(page, 'Qaydnoma saqlandi');
    entered = true;
    await shot(page, 'exam-retake-sheet');

    // Her debt is gone from the academic debts at once.
    await page.goto(`/education-process-otm/academic-debts?edu_group_id=${group}`);
    await page.getByTestId('list-total').waitFor();
    await page.getByTestId('academic-debt-totals').waitFor();
    assert.equal(await page.getByRole('row').filter({ hasText: debtor.full_name }).count(), 0, 'she passed her retake');
    assert.ok(!(await debts()).includes(debtor.student_id));
    assert.deepEqual(browser.errors, []);
  } finally {
    await browser.close();
    // Other tests share the demo data: her retake points go again.
    if (entered) {
      const sheet = (await apiCall(token, 'GET', sheetPath)).body.result;
      const body = { entries: [{ student_id: debtor.student_id, points: null }], exam_date: sheet.exam_date, version: sheet.version, reason: '' };
      const cleared = await apiCall(token, 'PUT', sheetPath, body);
      assert.equal(cleared.status, 200, JSON.stringify(cleared.body));
    }
  }
});
