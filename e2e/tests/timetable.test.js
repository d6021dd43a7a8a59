// The timetable solver: the institution's admin draws up a timetable, watches the run reach its
// end, moves one lesson of the draft into a free period, publishes the draft and finds the moved
// lesson in its group's month.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { test } from 'node:test';
import { apiCall, choose, login, storedToken } from '../lib/app.js';
import { openBrowser, shot } from '../lib/browser.js';

/**
 * A reused database may hold the lessons an earlier run of this test published: they are taken off
 * the timetable (as a delete until the end would), so that the institution's hours are to be drawn
 * up again.
 */
function forgetEarlierPublishes() {
  const url = process.env.E2E_DATABASE_URL;
  if (!url) return;
  const statement = `UPDATE schedule_lessons s SET deleted_at = now() FROM timetable_draft_lessons d
    JOIN timetable_runs r ON r.id = d.run_id
    WHERE r.published_at IS NOT NULL AND s.deleted_at IS NULL AND s.edu_group_id = d.edu_group_id
    AND s.edu_subject_id = d.edu_subject_id AND s.teacher_id = d.teacher_id AND s.weekday = d.weekday
    AND s.class_hour_id = d.class_hour_id AND s.start_date = d.start_date AND s.end_date = d.end_date`;
  execFileSync('psql', [url, '-qtAX', '-v', 'ON_ERROR_STOP=1', '-c', statement], { encoding: 'utf8' });
}

const WEEKDAYS = ['Dushanba', 'Seshanba', 'Chorshanba', 'Payshanba', 'Juma', 'Shanba'];

/** Whether two lessons claim one group (or subgroup), teacher or room. */
function shares(a, b) {
  const group = a.edu_group_id === b.edu_group_id && (a.subgroup === null || b.subgroup === null || a.subgroup === b.subgroup);
  return group || a.teacher_id === b.teacher_id || a.room_id === b.room_id;
}

/**
 * A period where the lesson, keeping its room, clashes with nothing of the draft or the published
 * schedule, and its teacher is available. The lesson itself is left out by identity: a draft lesson
 * and a published one may have the same id (they are numbered apart).
 */
function freePeriods(lesson, others, classHours, barred) {
  const found = [];
  for (let weekday = 1; weekday <= 6; weekday += 1) {
    for (const hour of classHours) {
      if (weekday === lesson.weekday && hour.id === lesson.class_hour_id) continue;
      if (barred.some((b) => b.teacher_id === lesson.teacher_id && b.weekday === weekday && b.class_hour_id === hour.id)) continue;
      const taken = others.some((o) => o !== lesson && o.weekday === weekday && o.class_hour_id === hour.id && shares(lesson, o));
      if (!taken) found.push({ weekday, hour });
    }
  }
  return found;
}

test('otmadmin draws up a timetable, moves a lesson of the draft and publishes it', async () => {
  forgetEarlierPublishes();
  const browser = await openBrowser();
  const { page } = browser;
  try {
    await login(page, 'otmadmin');
    const token = await storedToken(page);
    await page.goto('/education-process-otm/timetable');
    await page.locator('input[name="seconds"]').fill('5');
    await page.getByTestId('run-start').click();
    await page.locator('[data-testid="run-status"][data-status="RUNNING"]').waitFor();
    await page.waitForURL((url) => url.searchParams.has('run'));
    await page.locator('[data-testid="run-status"][data-status="DONE"]').waitFor({ timeout: 60_000 });
    await page.getByTestId('run-summary').getByText(/ta dars joylashtirildi/).waitFor();
    await page.getByTestId('draft-week').waitFor();
    await shot(page, 'timetable-done');

    // The first lesson of the group shown goes to a period where nothing clashes with it.
    const runId = Number(new URL(page.url()).searchParams.get('run'));
    const draft = (await apiCall(token, 'GET', `/timetable-runs/${runId}/lessons/`)).body.results;
    const published = (await apiCall(token, 'GET', '/schedules/?limit=10000')).body.results;
    const classHours = (await apiCall(token, 'GET', '/class-hours/?limit=10000')).body.results.sort((a, b) => a.number - b.number);
    // Only the periods teachers cannot teach bar a move; those they prefer do not.
    const barred = (await apiCall(token, 'GET', '/teacher-unavailability/')).body.results.filter((b) => b.kind === 'UNAVAILABLE');
    // A group's week may be full (earlier tests add groups and lessons to the institution, and the
    // solver fills the rooms): each group of the draft is shown in turn, its lessons tried each in
    // its free periods, until the server accepts a move (a refusal names its reason in the dialog,
    // which is closed).
    const groupNames = new Map((await apiCall(token, 'GET', '/edu-groups/?limit=10000')).body.results.map((g) => [g.id, g.name]));
    const draftGroups = [...new Set(draft.map((l) => l.edu_group_id))].filter((id) => groupNames.has(id));
    let lesson = null;
    let lessonId = 0;
    let target = null;
    const refusals = [];
    for (const [index, groupId] of draftGroups.entries()) {
      if (index > 0) {
        await choose(page, 'Guruh', groupNames.get(groupId));
        await page.getByTestId('draft-week').waitFor();
      }
      for (const button of await page.getByTestId('draft-week').locator('[data-testid^="draft-lesson-"]').all()) {
        const id = Number((await button.getAttribute('data-testid')).replace('draft-lesson-', ''));
        const shown = draft.find((l) => l.id === id);
        if (!shown) continue;
        const free = freePeriods(shown, [...draft, ...published.filter((p) => p.end_date >= shown.start_date)], classHours, barred);
        for (const candidate of free.slice(0, 3)) {
          await button.click();
          const dialog = page.getByRole('dialog');
          await choose(dialog, 'Hafta kuni', WEEKDAYS[candidate.weekday - 1]);
          await choose(dialog, 'Dars soati', new RegExp(`^${candidate.hour.number}-para`));
          await dialog.getByRole('button', { name: 'Saqlash' }).click();
          const error = page.getByTestId('move-lesson-error');
          await Promise.race([dialog.waitFor({ state: 'detached' }), error.waitFor()]);
          if ((await dialog.count()) === 0) {
            [lesson, lessonId, target] = [shown, id, candidate];
            break;
          }
          refusals.push(await error.innerText());
          await dialog.getByRole('button', { name: 'Bekor qilish' }).click();
          await dialog.waitFor({ state: 'detached' });
        }
        if (target) break;
      }
      if (target) break;
    }
    assert.ok(target, `a move is accepted: ${refusals.join(' | ')}`);
    const moved = (await apiCall(token, 'GET', `/timetable-runs/${runId}/lessons/`)).body.results.find((l) => l.id === lessonId);
    assert.deepEqual([moved.weekday, moved.class_hour_id], [target.weekday, target.hour.id]);

    await page.getByTestId('run-publish').click();
    await page.getByRole('dialog', { name: 'Tasdiqlash' }).getByRole('button', { name: 'Ha' }).click();
    await page.getByTestId('run-published').waitFor();
    // The list of earlier runs shows this one as published, its draft no longer to be opened.
    const row = page.getByTestId(`run-history-${runId}`);
    await row.getByText(/e’lon qilingan/).waitFor();
    assert.equal(await row.getByRole('button').count(), 0);
    await shot(page, 'timetable-published');

    // The moved lesson is in its group's month, on the first such weekday of its semester (a group
    // an earlier test made may start its semester later than the demo's).
    const first = new Date(`${lesson.start_date}T00:00:00Z`);
    while (((first.getUTCDay() + 6) % 7) + 1 !== target.weekday) first.setUTCDate(first.getUTCDate() + 1);
    const day = first.toISOString().slice(0, 10);
    await page.goto(`/education-process-otm/group/schedule/${lesson.edu_group_id}?month=${day.slice(0, 7)}`);
    await page.getByTestId(`day-${day}`).getByText(lesson.edu_subject.name.uz).first().waitFor();

    // The settings show the demo teacher's preferred periods beside his unavailable ones.
    await page.goto('/education-process-otm/timetable/settings');
    await page.locator('[data-testid^="teacher-period-"][data-kind="PREFERRED"]').first().waitFor();
    await page.getByTestId('unavailability').getByText('Afzal ko‘rgan vaqti').first().waitFor();
    assert.deepEqual(browser.errors, []);
  } finally {
    await browser.close();
  }
});
