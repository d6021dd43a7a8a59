// The class schedule and the teacher module: an institution's admin builds a weekly lesson for a
// group, is refused a lesson that would put the teacher in two places at once with the clash named,
// prints the week as a PDF, deletes the lesson for one day and then until the end of the semester; the teacher adds a topic
// and records it for a lesson already held.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { execFileSync } from 'node:child_process';
import { apiCall, choose, login, notice, storedToken, typeDate } from '../lib/app.js';
import { openBrowser, shot, unique } from '../lib/browser.js';

// The demo university's semester runs from 1 September 2026 to 14 January 2027.
const MONTH = '2026-11';
const SATURDAYS = ['2026-11-07', '2026-11-14', '2026-11-21', '2026-11-28'];
const SUBJECT = /Oliy matematika/;
const TEACHER = /Aliyeva Nodira/;
const DELETED = 'Muvaffaqiyatli o‘chirildi';

async function groupId(token, name) {
  const answer = await apiCall(token, 'GET', `/edu-groups/?search=${encodeURIComponent(name)}`);
  const group = answer.body.results.find((g) => g.name === name);
  assert.ok(group, `the demo group ${name}`);
  return group.id;
}

/** Opens the add-lesson dialog of the group schedule shown and fills it; returns the dialog. */
async function fillLesson(page, room) {
  await page.getByTestId('lesson-add').click();
  const dialog = page.getByRole('dialog');
  await choose(dialog, 'Fan', SUBJECT);
  await choose(dialog, 'O‘qituvchi', TEACHER);
  await choose(dialog, 'Xona', room);
  await choose(dialog, 'Hafta kuni', 'Shanba');
  await choose(dialog, 'Dars soati', /^3-para/);
  await choose(dialog, 'Dars turi', 'Ma’ruza');
  await dialog.getByRole('button', { name: 'Saqlash' }).click();
  return dialog;
}

const lessonOn = (page, date) => page.getByTestId(`day-${date}`).getByText('Oliy matematika');

async function deleteLesson(page, date, choice) {
  await lessonOn(page, date).click();
  await page.getByTestId(choice).click();
  await page.getByRole('dialog', { name: 'Tasdiqlash' }).getByRole('button', { name: 'Ha' }).click();
  await notice(page, DELETED);
}

/** Prints the week of a day from the schedule shown and reads the downloaded PDF's text. */
async function printWeek(page, day, words) {
  await page.getByTestId('timetable-print').click();
  await typeDate(page, 'date', day);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('timetable-download').click()]);
  const file = await download.path();
  const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  for (const word of words) assert.ok(text.includes(word), `${word} is in the printed week:\n${text}`);
  await page.getByRole('dialog').waitFor({ state: 'detached' });
}

test('otmadmin builds a lesson, is refused a clash that names it, and deletes one day and then the rest of the semester', async () => {
  const browser = await openBrowser();
  const { page } = browser;
  try {
    await login(page, 'otmadmin');
    const token = await storedToken(page);
    const first = await groupId(token, 'AT-26-03');
    const second = await groupId(token, 'AT-26-02');

    await page.goto(`/education-process-otm/group/schedule/${first}?month=${MONTH}`);
    await page.getByTestId('month-title').getByText('Noyabr 2026').waitFor();
    for (const date of SATURDAYS) assert.equal(await lessonOn(page, date).count(), 0, `no lesson on ${date} yet`);
    await fillLesson(page, /^101 /);
    await notice(page, 'Dars saqlandi');
    for (const date of SATURDAYS) await lessonOn(page, date).waitFor();

    // The same teacher at the same hour for another group: refused, and the message says where she is.
    await page.goto(`/education-process-otm/group/schedule/${second}?month=${MONTH}`);
    await page.getByTestId('month-calendar').waitFor();
    const dialog = await fillLesson(page, /^310 /);
    await dialog.getByText(/Aliyeva Nodira .* shanba kuni 3-para vaqtida band: AT-26-03 guruhi/).waitFor();
    await shot(page, 'schedule-clash');
    await dialog.getByRole('button', { name: 'Bekor qilish' }).click();
    for (const date of SATURDAYS) assert.equal(await lessonOn(page, date).count(), 0, `the refused lesson is not on ${date}`);

    await page.goto(`/education-process-otm/group/schedule/${first}?month=${MONTH}`);
    await lessonOn(page, SATURDAYS[0]).waitFor();
    await printWeek(page, '03.11.2026', ['Haftalik dars jadvali', 'Guruh: AT-26-03', '02.11.2026 – 07.11.2026', 'Oliy matematika', 'Aliyeva Nodira']);
    await deleteLesson(page, SATURDAYS[1], 'lesson-delete-day');
    await lessonOn(page, SATURDAYS[1]).waitFor({ state: 'detached' });
    for (const date of [SATURDAYS[0], SATURDAYS[2], SATURDAYS[3]]) await lessonOn(page, date).waitFor();

    await deleteLesson(page, SATURDAYS[2], 'lesson-delete-until-end');
    await lessonOn(page, SATURDAYS[2]).waitFor({ state: 'detached' });
    assert.equal(await lessonOn(page, SATURDAYS[3]).count(), 0, 'the lesson ends before the chosen day');
    await lessonOn(page, SATURDAYS[0]).waitFor();
    await page.getByTestId('month-next').click();
    await page.getByTestId('month-title').getByText('Dekabr 2026').waitFor();
    assert.equal(await page.getByTestId('day-2026-12-05').getByText('Oliy matematika').count(), 0, 'nothing after the end');
    await shot(page, 'schedule-after-deletes');
    assert.deepEqual(browser.errors, []);
  } finally {
    await browser.close();
  }
});

test('the teacher sees a week of lessons, adds a topic and records it for a held lesson', async () => {
  const browser = await openBrowser();
  const { page } = browser;
  try {
    await login(page, 'teacher');
    await page.goto('/teacher/class-schedule');
    // Lessons in both of her institutions, each with its class hour's time.
    await page.getByTestId('month-calendar').getByText(/^\d+\. \d\d:\d\d–\d\d:\d\d$/).first().waitFor();

    const token = await storedToken(page);
    const groups = (await apiCall(token, 'GET', '/teachers/edu-groups/')).body.results;
    const open = groups.find((row) => row.topics_left > 0);
    assert.ok(open, 'the demo teacher has held lessons without topics');
    const subject = open.edu_subject;
    const topic = unique('Mavzu ');

    await page.goto(`/teacher/topics/add?edu_subject_id=${subject.id}`);
    await page.getByLabel('Mavzu nomi').fill(topic);
    await page.getByLabel('Soat').fill('2');
    await page.getByLabel('Tartib raqami').fill('99');
    await choose(page, 'Dars turi', 'Ma’ruza');
    await page.getByRole('button', { name: 'Saqlash' }).click();
    await page.waitForURL((url) => !url.pathname.endsWith('/add'));

    await page.goto(`/teacher/groups/preview/${open.edu_group.id}/subject/${subject.id}`);
    const entered = page.getByTestId('topics-entered');
    await entered.waitFor();
    const before = Number(await entered.innerText());
    const target = page.locator('tbody tr', { hasText: 'Mavzu kiritilmagan' }).first();
    await target.getByRole('button', { name: 'Mavzu kiritish' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(new RegExp(topic.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))).check();
    await dialog.getByRole('button', { name: 'Saqlash' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.locator('tbody tr', { hasText: topic }).first().waitFor();
    await page.waitForFunction(
      ([count]) => document.querySelector('[data-testid="topics-entered"]')?.textContent?.trim() === String(count),
      [before + 1],
    );
    await shot(page, 'teacher-topics-recorded');
    assert.deepEqual(browser.errors, []);
  } finally {
    await browser.close();
  }
});
