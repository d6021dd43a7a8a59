// The teaching journal on a phone: the demo teacher, on a 360 px wide screen, opens the day's
// lessons, opens a lesson waiting for its roll, marks one student absent with one tap and gives
// another a mark, saves, sees it saved, and finds the lesson taken; the month becomes a
// day-by-day agenda whose lessons lead to their rolls.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { apiCall, apiLogin, login, notice } from '../lib/app.js';
import { openBrowser, shot } from '../lib/browser.js';

const PHONE = { width: 360, height: 740 };

/** Today in Tashkent, where the demo institutions and the browser are: YYYY-MM-DD. */
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tashkent' }).format(new Date());

/**
 * A lesson of the teacher's whose roll may be taken now: one of today's, waiting. A day without
 * lessons (a Sunday) has none, so then the institution gives its teacher a week to take a roll and
 * the latest lesson taken in it is taken again; `restore` puts the setting back.
 */
async function lessonToTake() {
  const teacher = await apiLogin('teacher');
  const waiting = (await apiCall(teacher, 'GET', `/journal/lessons/?date=${today()}`)).body.results.find((lesson) => lesson.journal_state === 'OPEN');
  if (waiting) return { lesson: waiting, restore: async () => {} };
  const admin = await apiLogin('otmadmin');
  const institution = (await apiCall(admin, 'GET', '/users/profile/')).body.result.institution_id;
  const settings = (await apiCall(admin, 'GET', `/institutions/${institution}/journal-settings/`)).body.result;
  const widened = await apiCall(admin, 'PUT', `/institutions/${institution}/journal-settings/`, { ...settings, window_days: 6 });
  assert.equal(widened.status, 200, JSON.stringify(widened.body));
  const from = new Date(Date.parse(`${today()}T00:00:00Z`) - 6 * 86_400_000).toISOString().slice(0, 10);
  const week = (await apiCall(teacher, 'GET', `/journal/lessons/?date_from=${from}&date_to=${today()}&limit=100`)).body.results;
  const lesson = week.filter((each) => each.institution.id === institution && each.journal_state === 'TAKEN').at(-1);
  assert.ok(lesson, 'the demo teacher has a lesson in the last week');
  return {
    lesson,
    restore: async () => {
      const current = (await apiCall(admin, 'GET', `/institutions/${institution}/journal-settings/`)).body.result;
      await apiCall(admin, 'PUT', `/institutions/${institution}/journal-settings/`, { ...current, window_days: settings.window_days });
    },
  };
}

async function noSidewaysScroll(page, what) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(width <= PHONE.width, `${what} fits a ${PHONE.width} px screen (it is ${width} px wide)`);
}

test('the teacher takes a roll on a phone: one tap for an absent student, a mark for another, saved and shown as taken', async () => {
  const browser = await openBrowser();
  const { page } = browser;
  const { lesson, restore } = await lessonToTake();
  try {
    await page.setViewportSize(PHONE);
    await login(page, 'teacher');
    await page.goto('/teacher/today');
    await page.getByTestId('day-switcher').waitFor();
    if (lesson.date !== today()) await page.getByTestId(`day-${lesson.date}`).click();
    const card = page.getByTestId(`lesson-${lesson.schedule_id}-${lesson.date}`);
    await card.waitFor();
    await noSidewaysScroll(page, 'the day');
    await shot(page, 'journal-today-phone');
    await card.click();

    await page.waitForURL(`**/teacher/journal/${lesson.schedule_id}/${lesson.date}`);
    const rows = page.locator('[data-testid^="roll-student-"]');
    await rows.first().waitFor();
    assert.ok((await rows.count()) >= 2, 'the lesson has students');
    const [absent, marked] = [rows.nth(0), rows.nth(1)];
    const absentId = await absent.getAttribute('data-testid');
    const markedId = await marked.getAttribute('data-testid');

    // One tap marks the first student absent; the second, present, gets a mark.
    if ((await absent.getAttribute('data-attendance')) !== 'PRESENT') {
      await absent.getByRole('button', { name: /^Boshqa holat/ }).click();
      await page.getByRole('menuitem', { name: 'Keldi' }).click();
    }
    await absent.getByTestId('attendance-toggle').click();
    assert.equal(await absent.getAttribute('data-attendance'), 'ABSENT');
    if ((await marked.getAttribute('data-attendance')) !== 'PRESENT') {
      await marked.getByRole('button', { name: /^Boshqa holat/ }).click();
      await page.getByRole('menuitem', { name: 'Keldi' }).click();
    }
    const chips = (await marked.getByTestId('mark-4').count()) > 0;
    if (chips) await marked.getByTestId('mark-4').click();
    else await marked.getByTestId('mark-input').fill('85');
    await page.getByTestId('roll-counts').getByText(/Kelmadi: [1-9]/).waitFor();
    await noSidewaysScroll(page, 'the roll');

    await page.getByTestId('roll-save').click();
    await notice(page, 'Davomat saqlandi');
    await page.getByTestId('roll-saved').waitFor();
    await shot(page, 'journal-roll-phone-saved');

    // Back on the day, the lesson's roll is taken.
    await page.getByRole('button', { name: 'Orqaga' }).click();
    await page.locator(`[data-testid="lesson-${lesson.schedule_id}-${lesson.date}"][data-state="TAKEN"]`).waitFor();

    // Opened again, the roll is what was saved.
    await page.goto(`/teacher/journal/${lesson.schedule_id}/${lesson.date}`);
    await page.locator(`[data-testid="${absentId}"][data-attendance="ABSENT"]`).waitFor();
    const again = page.getByTestId(markedId);
    if (chips) assert.equal(await again.getByTestId('mark-4').getAttribute('aria-pressed'), 'true');
    else assert.equal(await again.getByTestId('mark-input').inputValue(), '85');
    assert.deepEqual(browser.errors, []);
  } finally {
    await restore();
    await browser.close();
  }
});

test('on a phone the teacher’s month is a day-by-day agenda whose lessons lead to their rolls', async () => {
  const browser = await openBrowser();
  const { page } = browser;
  try {
    await page.setViewportSize(PHONE);
    await login(page, 'teacher');
    await page.goto('/teacher/class-schedule');
    const agenda = page.getByTestId('month-agenda');
    await agenda.waitFor();
    assert.equal(await page.getByTestId('month-calendar').count(), 0, 'no week grid on a phone');
    const link = agenda.locator('a[href^="/teacher/journal/"]').first();
    await link.waitFor();
    await noSidewaysScroll(page, 'the agenda');
    await shot(page, 'journal-agenda-phone');
    const href = await link.getAttribute('href');
    await link.click();
    await page.waitForURL(`**${href}`);
    await page.getByTestId('roll-lesson').waitFor();
    assert.deepEqual(browser.errors, []);
  } finally {
    await browser.close();
  }
});
