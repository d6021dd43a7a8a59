// The students' and parents' portal on a phone (360 × 740): the demo student signs in and lands on
// the week with their lessons, steps to the next week and back, opens a subject's marks lesson by
// lesson, the results with the GPAs and the debts, the payments and the documents, and asks for a
// reference; the demo parent switches between their two children and sees the name and the week
// follow, and the choice survives a reload; every portal screen passes axe. Offline, the week and
// the marks loaded before still show, under the banner that says when they were loaded.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { apiCall, apiLogin, choose, loginToPortal, notice, portalMenu } from '../lib/app.js';
import { seriousViolations } from '../lib/axe.js';
import { openBrowser, shot } from '../lib/browser.js';
import { portalMenu as expectedMenu } from '../lib/menus.js';

const PHONE = { width: 360, height: 740 };

/** A day in Tashkent, where the demo institutions and the browser are: YYYY-MM-DD. */
const tashkentDay = (date = new Date()) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tashkent' }).format(date);
const addDays = (day, days) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
/** Monday and Sunday of the week of `day`. */
function weekOf(day) {
  const weekday = (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
  const monday = addDays(day, -weekday);
  return { from: monday, to: addDays(monday, 6) };
}
/** 2026-11-23 → 23.11.2026, as the screens write days. */
const shown = (day) => day.split('-').reverse().join('.');
/** Tiyin as the screens write so‘m: thousands grouped by spaces, the tiyin only when there are any. */
function soum(tiyin) {
  const whole = String(Math.trunc(Math.abs(tiyin) / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  const cents = Math.abs(tiyin) % 100;
  return `${tiyin < 0 ? '-' : ''}${whole}${cents ? `,${String(cents).padStart(2, '0')}` : ''} so‘m`;
}
/** A GPA or a mark as the screens write it: whole, or to one decimal. */
const points = (value) => (value === null || value === undefined ? '—' : Number.isInteger(value) ? String(value) : value.toFixed(1));

async function noSidewaysScroll(page, what) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(width <= PHONE.width, `${what} fits a ${PHONE.width} px screen (it is ${width} px wide)`);
}

/** Opens a portal screen from the bottom navigation and waits for its content. */
async function openScreen(page, name, testId) {
  await page.getByTestId('portal-nav').getByRole('link', { name, exact: true }).click();
  await page.getByTestId('portal-title').getByText(name, { exact: true }).waitFor();
  await page.getByTestId(testId).waitFor();
  await page.locator('[role="progressbar"]').first().waitFor({ state: 'detached', timeout: 10_000 }).catch(() => {});
}

async function audit(page, what, found) {
  for (const violation of await seriousViolations(page)) found.push(`${what}: ${violation}`);
}

/** What the demo student reads through the API, to check the screens against. */
async function studentRecord(username) {
  const token = await apiLogin(username);
  const me = (await apiCall(token, 'GET', '/me/')).body.result;
  assert.ok(me.students.length > 0, `${username} has a linked student`);
  const week = weekOf(tashkentDay());
  const read = async (path) => {
    const answer = await apiCall(token, 'GET', path);
    assert.equal(answer.status, 200, `${path}: ${JSON.stringify(answer.body)}`);
    return answer.body.result;
  };
  const of = (student) => ({
    schedule: () => read(`/me/schedule/?student_id=${student.id}&date_from=${week.from}&date_to=${week.to}`),
    attendance: () => read(`/me/attendance/?student_id=${student.id}`),
    results: () => read(`/me/results/?student_id=${student.id}`),
    finance: () => read(`/me/finance/?student_id=${student.id}`),
    documents: () => read(`/me/documents/?student_id=${student.id}`),
  });
  return { token, me, week, of };
}

test('the student reads the week, marks, results, debts, payments and documents on a phone, and asks for a reference', async () => {
  const { me, week, of } = await studentRecord('student');
  const [student] = me.students;
  const calls = of(student);
  const schedule = await calls.schedule();
  const lessons = schedule.days.flatMap((day) => day.lessons);
  assert.ok(lessons.length > 0, 'the demo student has lessons this week');
  const attendance = await calls.attendance();
  const results = await calls.results();
  const finance = await calls.finance();
  const browser = await openBrowser();
  const { page } = browser;
  const found = [];
  try {
    await page.setViewportSize(PHONE);
    await loginToPortal(page, 'student');
    assert.equal(new URL(page.url()).pathname, '/portal');
    assert.deepEqual(await portalMenu(page), expectedMenu);
    assert.equal(await page.getByTestId('sidebar').count(), 0, 'no staff sidebar');
    assert.equal((await page.getByTestId('portal-student-name').innerText()).trim(), student.fio);

    // The week: Monday to Sunday, a card a day, today's marked, the lessons the API answers.
    const days = page.getByTestId('portal-week');
    await days.waitFor();
    assert.equal((await page.getByTestId('week-range').innerText()).trim(), `${shown(week.from)} – ${shown(week.to)}`);
    assert.equal(await days.locator('section[data-testid^="day-"]').count(), 7);
    assert.equal(await days.locator(`[data-testid="day-${tashkentDay()}"][aria-current="date"]`).count(), 1, 'today stands out');
    const lesson = lessons[0];
    await page
      .getByTestId(`day-${lesson.date}`)
      .getByTestId('portal-lesson')
      .filter({ hasText: lesson.edu_subject.name.uz })
      .filter({ hasText: `${lesson.class_hour.start_time}–${lesson.class_hour.end_time}` })
      .first()
      .waitFor();
    await noSidewaysScroll(page, 'the week');
    await shot(page, 'portal-week');
    await audit(page, 'week', found);

    // The news: the demo's debt, unread until the bell is opened.
    const bell = page.getByTestId('portal-notifications');
    assert.match((await bell.getAttribute('aria-label')) ?? '', /Bildirishnomalar: [1-9]\d* ta yangi/);
    await bell.click();
    await page.getByTestId('portal-notification-list').getByTestId('notification-DEBT').first().waitFor();
    await audit(page, 'notifications', found);
    await page.keyboard.press('Escape');
    await page.waitForFunction(
      () => document.querySelector('[data-testid="portal-notifications"]')?.getAttribute('aria-label')?.includes(': 0 '),
    );

    await page.getByRole('button', { name: 'Keyingi hafta' }).click();
    await page.waitForURL((url) => url.searchParams.get('week') === addDays(week.from, 7));
    await page.getByTestId('week-range').getByText(`${shown(addDays(week.from, 7))} – ${shown(addDays(week.to, 7))}`).waitFor();
    await page.getByTestId(`day-${addDays(week.to, 7)}`).waitFor();
    await page.getByRole('button', { name: 'Joriy hafta' }).click();
    await page.getByTestId(`day-${tashkentDay()}`).waitFor();

    // Marks and absences: the first subject opened, lesson by lesson.
    await openScreen(page, 'Baholar', 'portal-marks');
    const subject = attendance.subjects[0];
    assert.ok(subject, 'the demo student has subjects this semester');
    const card = page.getByTestId(`subject-${subject.edu_subject_id}`);
    await card.getByText(subject.name.uz, { exact: true }).waitFor();
    await card.getByText(`Qoldirilgan: ${subject.absent_hours} soat · Sababli: ${subject.excused_hours} soat`).waitFor();
    await card.getByRole('button').first().click();
    await card.getByRole('row').nth(subject.lessons.length).waitFor();
    assert.equal(await card.getByRole('row').count(), subject.lessons.length + 1, 'a row a lesson under the header');
    await noSidewaysScroll(page, 'the marks');
    await shot(page, 'portal-marks');
    await audit(page, 'marks', found);

    // Results: the cumulative GPA, the debts with the attempt reached, each semester.
    await openScreen(page, 'Natijalar', 'portal-results');
    await page.getByTestId('portal-gpa-cumulative').getByText(`Umumiy o‘rtacha ball (GPA): ${points(results.gpa)}`).waitFor();
    if (results.debts.length > 0) {
      const debts = page.getByTestId('portal-debts');
      for (const debt of results.debts) {
        await debts.locator(`li[data-attempt="${debt.attempt}"]`).filter({ hasText: `${debt.code} — ${debt.name.uz}` }).filter({ hasText: `${debt.attempt}-urinish` }).waitFor();
        const row = page.getByTestId(`result-${debt.semester}-${debt.edu_subject_id}`);
        assert.equal(await row.getAttribute('data-state'), 'DEBT', 'a debt stands out among its semester’s subjects');
      }
      await page.getByTestId('portal-debts-count').getByText(`Akademik qarzlar: ${results.debts.length}`).waitFor();
    } else {
      await page.getByTestId('portal-debts-count').getByText('Akademik qarz yo‘q').waitFor();
    }
    for (const semester of results.semesters) await page.getByTestId(`portal-semester-${semester.semester}`).waitFor();
    await noSidewaysScroll(page, 'the results');
    await shot(page, 'portal-results');
    await audit(page, 'results', found);

    // Payments: the debt of every contract, each contract.
    await openScreen(page, 'To‘lovlar', 'portal-finance');
    await page.getByTestId('portal-total-debt').getByText(soum(finance.debt)).waitFor();
    for (const contract of finance.contracts) {
      const shownContract = page.getByTestId(`contract-${contract.id}`);
      await shownContract.getByText(`Shartnoma № ${contract.number}`).waitFor();
      await shownContract.locator('[data-field="debt"]').getByText(soum(contract.debt)).waitFor();
    }
    await noSidewaysScroll(page, 'the payments');
    await shot(page, 'portal-finance');
    await audit(page, 'finance', found);

    // Documents: a reference asked for heads the list.
    await openScreen(page, 'Hujjatlar', 'portal-documents');
    const documents = page.getByTestId('portal-documents');
    const before = await documents.locator('[data-document]').count();
    await documents.getByRole('button', { name: 'Ma’lumotnoma olish' }).click();
    await notice(page, 'Hujjat tayyor');
    await documents.locator('[data-document]').nth(before).waitFor();
    const reference = documents.locator('[data-document="REFERENCE"]').first();
    const number = await reference.getAttribute('data-number');
    assert.ok(number, 'the reference has its number');
    const [pdf] = await Promise.all([page.waitForEvent('download'), reference.getByRole('button', { name: /^PDF yuklab olish/ }).click()]);
    assert.equal(pdf.suggestedFilename(), `reference-${number}.pdf`);
    await noSidewaysScroll(page, 'the documents');
    await shot(page, 'portal-documents');
    await audit(page, 'documents', found);

    assert.deepEqual(found, []);
    assert.deepEqual(browser.errors, []);
  } finally {
    await browser.close();
  }
});

test('the parent switches between two children and sees the name and the week follow; the choice survives a reload', async () => {
  const { me, of } = await studentRecord('parent');
  assert.ok(me.students.length >= 2, 'the demo parent has two children');
  const [first, second] = me.students;
  const secondWeek = await of(second).schedule();
  const browser = await openBrowser();
  const { page } = browser;
  const found = [];
  try {
    await page.setViewportSize(PHONE);
    await loginToPortal(page, 'parent');
    const current = page.getByTestId('portal-student');
    await page.locator(`[data-testid="portal-student"][data-student-id="${first.id}"]`).waitFor();
    await current.getByRole('combobox', { name: 'Farzand' }).getByText(first.fio, { exact: true }).waitFor();
    await current.getByTestId('portal-student-group').getByText(first.edu_group.name, { exact: true }).waitFor();
    await page.getByTestId('portal-week').waitFor();
    await audit(page, 'week of a parent', found);

    await choose(page, 'Farzand', second.fio);
    await page.locator(`[data-testid="portal-student"][data-student-id="${second.id}"]`).waitFor();
    await current.getByRole('combobox', { name: 'Farzand' }).getByText(second.fio, { exact: true }).waitFor();
    await current.getByTestId('portal-student-group').getByText(second.edu_group.name, { exact: true }).waitFor();
    const lesson = secondWeek.days.flatMap((day) => day.lessons)[0];
    if (lesson) await page.getByTestId(`day-${lesson.date}`).getByTestId('portal-lesson').filter({ hasText: lesson.edu_subject.name.uz }).first().waitFor();
    await noSidewaysScroll(page, 'the switcher');
    await shot(page, 'portal-parent-second-child');

    await page.reload();
    await page.locator(`[data-testid="portal-student"][data-student-id="${second.id}"]`).waitFor();
    await openScreen(page, 'Natijalar', 'portal-results');
    await choose(page, 'Farzand', first.fio);
    await page.locator(`[data-testid="portal-student"][data-student-id="${first.id}"]`).waitFor();
    await page.getByTestId('portal-results').waitFor();
    await audit(page, 'results of a parent', found);

    assert.deepEqual(found, []);
    assert.deepEqual(browser.errors, []);
  } finally {
    await browser.close();
  }
});

test('offline, the student still reads the week and the marks loaded last, under a "loaded at" banner', async () => {
  const { me, of } = await studentRecord('student');
  const [student] = me.students;
  const lesson = (await of(student).schedule()).days.flatMap((day) => day.lessons)[0];
  assert.ok(lesson, 'the demo student has lessons this week');
  const subject = (await of(student).attendance()).subjects[0];
  const browser = await openBrowser({ serviceWorkers: true });
  const { page, context } = browser;
  try {
    await page.setViewportSize(PHONE);
    await loginToPortal(page, 'student');
    const lessonShown = () => page.getByTestId(`day-${lesson.date}`).getByTestId('portal-lesson').filter({ hasText: lesson.edu_subject.name.uz }).first();
    await lessonShown().waitFor();
    await openScreen(page, 'Baholar', 'portal-marks');
    await openScreen(page, 'Bugun / Hafta', 'portal-week');
    // The service worker keeps the application's files once it controls the page.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    assert.equal(await page.getByTestId('kept-banner').count(), 0, 'online, no banner');

    await context.setOffline(true);
    await page.reload();
    await page.getByTestId('portal-week').waitFor();
    await lessonShown().waitFor();
    const banner = page.getByTestId('kept-banner');
    await banner.waitFor();
    const text = await banner.innerText();
    assert.match(text, new RegExp(`Oxirgi yuklangan: ${shown(tashkentDay()).replace(/\./g, '\\.')} \\d{2}:\\d{2}`));
    await noSidewaysScroll(page, 'the kept week');
    await shot(page, 'portal-offline-week');

    if (subject) {
      await page.getByTestId('portal-nav').getByRole('link', { name: 'Baholar', exact: true }).click();
      await page.getByTestId(`subject-${subject.edu_subject_id}`).getByText(subject.name.uz, { exact: true }).waitFor();
      await page.getByTestId('kept-banner').waitFor();
      await shot(page, 'portal-offline-marks');
    }
    await context.setOffline(false);
  } finally {
    await browser.close();
  }
});
