// Accessibility: every screen of the sidebars of the superadmin, the institution admin and the
// teacher, forms, and the profile menu pass axe-core's WCAG 2.1 A and AA rules with no
// serious or critical violation.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { apiCall, login, storedToken } from '../lib/app.js';
import { seriousViolations } from '../lib/axe.js';
import { openBrowser } from '../lib/browser.js';

/** Every screen the sidebar links to, opening collapsible sections first. */
async function sidebarPaths(page) {
  const sidebar = page.getByTestId('sidebar-menu');
  for (const closed of await sidebar.locator('[aria-expanded="false"]').all()) await closed.click();
  const hrefs = await sidebar.locator('a[href]').evaluateAll((links) => links.map((a) => new URL(a.href).pathname));
  return [...new Set(hrefs)];
}

/** Opens a screen and waits until its content has loaded (no spinner, the heading shown); never an error page. */
async function open(page, path) {
  await page.goto(path);
  await page.locator('h1').first().waitFor();
  assert.equal(await page.getByTestId('error-text').count(), 0, `${path} opens a screen, not an error page`);
  await page.waitForLoadState('networkidle');
  await page.locator('[role="progressbar"]').first().waitFor({ state: 'detached', timeout: 10_000 }).catch(() => {});
}

async function audit(page, paths, found) {
  for (const path of paths) {
    await open(page, path);
    for (const violation of await seriousViolations(page)) found.push(`${path}: ${violation}`);
  }
}

/** The first row of a list the user sees. */
async function first(token, path) {
  const answer = await apiCall(token, 'GET', path);
  assert.ok(answer.body.results?.length, `${path} has rows`);
  return answer.body.results[0].id;
}

/** Forms and cards beyond the sidebar, for the user of `token`. */
const EXTRA = {
  superadmin: async (token) => [
    '/administrative-process-otv/institutions/add',
    `/administrative-process-otv/institutions/preview/${await first(token, '/institutions/?limit=1')}`,
    '/management/role/add',
    '/management/users/add',
    `/management/users/preview/${await first(token, '/users/?limit=1')}`,
    '/education-process-otv/subject/add',
    '/education-process-otv/curriculums/add',
  ],
  otmadmin: async (token) => {
    const group = await first(token, '/edu-groups/?limit=1');
    return [
      '/administrative-process-tm/staff/add',
      `/administrative-process-tm/staff/preview/${await first(token, '/staffs/?limit=1')}`,
      '/education-process-otm/group/add',
      `/education-process-otm/group/preview/${group}`,
      `/education-process-otm/group/rating/${group}`,
      `/education-process-otm/group/schedule/${group}`,
      '/education-process-otm/students/add',
      `/education-process-otm/students/preview/${await first(token, '/students/?limit=1')}`,
      '/education-process-otm/curriculums/add',
      `/education-process-otm/curriculums/preview/${await first(token, '/curriculums/?limit=1')}`,
      '/institution-information/building/add',
      '/institution-information/room/add',
      '/education-process-otm/timetable/settings',
      // The journal: a group's journal, a control sheet, a curriculum's plans, a student's results.
      `/education-process-otm/group/journal/${group}`,
      await sheetPath(token),
      `/education-process-otm/curriculums/preview/${await first(token, '/curriculums/?limit=1')}/assessment`,
      `/education-process-otm/students/preview/${await first(token, '/students/?limit=1')}?tab=results`,
      '/scientific-process/projects/add',
      `/scientific-process/projects/preview/${await first(token, '/science/projects/?limit=1')}`,
      '/scientific-process/publications/add',
      `/scientific-process/publications/preview/${await first(token, '/science/publications/?limit=1')}`,
      '/scientific-process/doctoral-students/add',
      `/scientific-process/doctoral-students/preview/${await first(token, '/science/doctoral-students/?limit=1')}`,
      '/scientific-process/defences/add',
      `/scientific-process/defences/preview/${await first(token, '/science/defences/?limit=1')}`,
    ];
  },
  teacher: async (token) => ['/teacher/topics/add', await rollPath(token), '/teacher/publications/add'],
};

/** The first control sheet of the institution's list. */
async function sheetPath(token) {
  const answer = await apiCall(token, 'GET', '/control-sheets/?limit=1');
  const [sheet] = answer.body.results;
  assert.ok(sheet, 'the demo has control sheets');
  return `/education-process-otm/control-sheets/${sheet.edu_group.id}/${sheet.edu_subject.id}/${sheet.control}?semester=${sheet.semester}`;
}

/** The roll of the teacher's latest lesson of the last week. */
async function rollPath(token) {
  const to = new Date();
  const from = new Date(to.getTime() - 6 * 86_400_000);
  const day = (date) => date.toISOString().slice(0, 10);
  const lessons = (await apiCall(token, 'GET', `/journal/lessons/?date_from=${day(from)}&date_to=${day(to)}&limit=100`)).body.results;
  assert.ok(lessons.length, 'the demo teacher has lessons');
  const lesson = lessons.at(-1);
  return `/teacher/journal/${lesson.schedule_id}/${lesson.date}`;
}

/** The dialogs of a group's schedule: adding a lesson and printing a week. */
async function scheduleDialogs(page, token, found) {
  const group = await first(token, '/edu-groups/?limit=1');
  for (const button of ['lesson-add', 'timetable-print']) {
    await open(page, `/education-process-otm/group/schedule/${group}`);
    await page.getByTestId(button).click();
    await page.getByRole('dialog').waitFor();
    await page.waitForFunction(() => getComputedStyle(document.querySelector('.MuiDialog-container')).opacity === '1');
    for (const violation of await seriousViolations(page)) found.push(`${button} dialog: ${violation}`);
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
  }
}

for (const username of ['superadmin', 'otmadmin', 'teacher']) {
  test(`every screen of ${username} passes axe with no serious violation`, async () => {
    const browser = await openBrowser();
    const { page } = browser;
    try {
      await login(page, username);
      const token = await storedToken(page);
      const found = [];
      await audit(page, ['/', ...(await sidebarPaths(page)), ...(await EXTRA[username](token))], found);
      if (username === 'otmadmin') await scheduleDialogs(page, token, found);
      // A menu over a screen, once its opening transition has ended (a half-faded text has no contrast).
      await page.getByTestId('profile-button').click();
      await page.getByRole('menu').waitFor();
      await page.waitForFunction(() => getComputedStyle(document.querySelector('[role="menu"]').closest('.MuiPaper-root')).opacity === '1');
      for (const violation of await seriousViolations(page)) found.push(`profile menu: ${violation}`);
      assert.deepEqual(found, []);
      assert.deepEqual(browser.errors, []);
    } finally {
      await browser.close();
    }
  });
}
