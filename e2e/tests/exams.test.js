// Exam sessions: the institution's admin schedules a final for a group on a free day and hour, is
// refused a second exam in the same room at that hour with the clash named, and finds the exam on
// the group's month marked as an exam.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { apiCall, choose, login, notice, storedToken, typeDate } from '../lib/app.js';
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
