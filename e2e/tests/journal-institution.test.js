// The teaching journal at an institution: the administrator opens a group's journal of a subject
// from the group's card and sees its cells and results, downloads it as Excel, enters a midterm
// control sheet no one has saved yet (a point over the maximum refused at once), closes it after
// confirming, and downloads its printed qaydnoma as a PDF.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { apiCall, apiLogin, choose, login, notice, typeDate } from '../lib/app.js';
import { openBrowser, shot } from '../lib/browser.js';

async function groupNamed(token, name) {
  const group = (await apiCall(token, 'GET', `/edu-groups/?search=${encodeURIComponent(name)}`)).body.results.find((each) => each.name === name);
  assert.ok(group, `the demo group ${name}`);
  return group;
}

/** A group and subject of its current semester whose midterm sheet has not been saved yet (each run takes another). */
async function sheetToEnter(token) {
  const saved = new Set(
    (await apiCall(token, 'GET', '/control-sheets/?control=MIDTERM&limit=10000')).body.results.map((sheet) => `${sheet.edu_group.id}:${sheet.edu_subject.id}:${sheet.semester}`),
  );
  for (const group of (await apiCall(token, 'GET', '/edu-groups/?limit=200')).body.results) {
    for (const subject of (await apiCall(token, 'GET', `/edu-groups/${group.id}/subjects/`)).body.results) {
      if (saved.has(`${group.id}:${subject.id}:${group.current_semester}`)) continue;
      const sheet = await apiCall(token, 'GET', `/control-sheets/${group.id}/${subject.id}/MIDTERM/`);
      if (sheet.status === 200 && sheet.body.result.entries.length >= 2) return { group, subject };
    }
  }
  assert.fail('a midterm sheet left to enter in the demo');
}

const todayDotted = () => new Intl.DateTimeFormat('ru-RU', { timeZone: 'Asia/Tashkent', day: '2-digit', month: '2-digit', year: 'numeric' }).format(new Date());

test('otmadmin reads a group’s journal, enters and closes a midterm control sheet and downloads its PDF', async () => {
  const browser = await openBrowser();
  const { page } = browser;
  const admin = await apiLogin('otmadmin');
  try {
    await login(page, 'otmadmin');

    // The journal of DI-25-01 in the history of Uzbekistan, reached from the group's card.
    const group = await groupNamed(admin, 'DI-25-01');
    await page.goto(`/education-process-otm/group/preview/${group.id}`);
    await page.getByTestId('group-journal-link').click();
    await page.getByTestId('journal-grid').waitFor();
    await choose(page, 'Fan', /^OT-101/);
    await page.waitForURL((url) => url.searchParams.get('subject') !== null);
    const grid = page.getByTestId('journal-grid');
    await grid.getByText('Akademik qarz').first().waitFor();
    const cells = await grid.getByTestId('journal-cell').allInnerTexts();
    assert.ok(cells.some((text) => /^\d$/.test(text.trim())), 'the journal shows marks');
    assert.ok(cells.some((text) => text.trim() === 'NB'), 'the journal shows absences');
    await shot(page, 'journal-group');
    const [excel] = await Promise.all([page.waitForEvent('download'), page.getByTestId('list-export').click()]);
    assert.equal(readFileSync(await excel.path()).subarray(0, 2).toString(), 'PK', 'the journal downloads as an xlsx file');

    // A midterm nobody has entered yet, opened from its group's journal.
    const { group: target, subject } = await sheetToEnter(admin);
    await page.goto(`/education-process-otm/group/journal/${target.id}?subject=${subject.id}`);
    await page.getByTestId('open-sheet-MIDTERM').click();
    await page.getByTestId('sheet-card').waitFor();
    await page.getByText('Qaydnoma hali saqlanmagan').waitFor();
    await typeDate(page, 'exam_date', todayDotted());
    const rows = page.locator('[data-testid^="sheet-row-"]');
    const first = rows.nth(0).locator('input');
    await first.fill('999');
    await page.getByRole('button', { name: 'Saqlash' }).click();
    assert.equal(await first.getAttribute('aria-invalid'), 'true', 'a point over the maximum is refused at once');
    await first.fill('3');
    await rows.nth(1).locator('input').fill('4,5');
    await page.getByRole('button', { name: 'Saqlash' }).click();
    await notice(page, 'Qaydnoma saqlandi');

    await page.getByTestId('sheet-close').click();
    const confirm = page.getByRole('dialog', { name: 'Tasdiqlash' });
    await confirm.getByText('Qaydnomani yopasizmi?').waitFor();
    await confirm.getByRole('button', { name: 'Ha' }).click();
    await notice(page, 'Qaydnoma yopildi');
    await page.getByTestId('sheet-closed').waitFor();
    await page.getByTestId('sheet-reopen').waitFor();
    assert.equal(await page.getByTestId('sheet-close').count(), 0);
    await shot(page, 'journal-sheet-closed');

    const [pdf] = await Promise.all([page.waitForEvent('download'), page.getByTestId('sheet-pdf').click()]);
    const file = await pdf.path();
    assert.equal(readFileSync(file).subarray(0, 5).toString(), '%PDF-', 'the qaydnoma is a PDF');
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    assert.ok(text.includes(target.name), `the qaydnoma names the group:\n${text}`);

    // The list shows the sheet closed.
    await page.goto(`/education-process-otm/control-sheets?edu_group_id=${target.id}&control=MIDTERM`);
    const row = page.locator('tbody tr', { hasText: subject.code });
    await row.getByText('Yopilgan').waitFor();
    assert.deepEqual(browser.errors, []);
  } finally {
    await browser.close();
  }
});
