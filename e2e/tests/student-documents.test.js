// A studying student's documents: the institution's admin opens a student of DI-25-01 (whose
// semester has a closed final), issues an academic transcript from the Documents tab, downloads
// its PDF (the holder and each semester's GPA are in it), then a visitor with no session opens the
// verification page its QR code holds and sees a genuine transcript of that student; a reference
// of study follows with its own number.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { apiCall, apiLogin, login, notice } from '../lib/app.js';
import { openBrowser, shot } from '../lib/browser.js';

test('otmadmin issues a transcript and a reference, downloads the PDF, and a visitor verifies it', async () => {
  const browser = await openBrowser();
  const { page } = browser;
  let visitor;
  const admin = await apiLogin('otmadmin');
  try {
    const group = (await apiCall(admin, 'GET', `/edu-groups/?search=DI-25-01`)).body.results.find((each) => each.name === 'DI-25-01');
    assert.ok(group, 'the demo group DI-25-01');
    const student = (await apiCall(admin, 'GET', `/students/?edu_group_id=${group.id}&limit=1`)).body.results[0];
    assert.ok(student, 'a student of DI-25-01');
    const results = (await apiCall(admin, 'GET', `/students/${student.id}/results/`)).body.result;

    await login(page, 'otmadmin');
    await page.goto(`/education-process-otm/students/preview/${student.id}`);
    await page.getByRole('tab', { name: 'Hujjatlar' }).click();
    const documents = page.getByTestId('student-documents');
    const before = await documents.locator('tr[data-document]').count();
    await documents.getByTestId('issue-TRANSCRIPT').click();
    await notice(page, 'Hujjat berildi');
    await documents.locator('tr[data-document]').nth(before).waitFor();
    const row = documents.locator('tr[data-document="TRANSCRIPT"]').first();
    const number = await row.getAttribute('data-number');
    assert.match(number, /^T-\d{4}-\d{4}-\d{6}$/);
    await shot(page, 'student-documents');

    const [pdf] = await Promise.all([page.waitForEvent('download'), row.getByRole('button', { name: 'PDF ni yuklab olish' }).click()]);
    const file = await pdf.path();
    assert.equal(readFileSync(file).subarray(0, 5).toString(), '%PDF-', 'the transcript is a PDF');
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    assert.ok(text.includes(student.fio), `the transcript names its holder:\n${text}`);
    assert.ok(text.includes(number), 'the transcript carries its number');
    for (const semester of results.semesters) {
      const gpa = semester.gpa === null ? '—' : semester.gpa.toFixed(1);
      assert.ok(text.includes(`Semester ${semester.semester} · GPA ${gpa}`), `semester ${semester.semester}'s GPA:\n${text}`);
    }

    // A visitor with no session opens what the QR code holds.
    const href = await row.getByRole('link', { name: 'Tekshirish sahifasi' }).getAttribute('href');
    assert.match(href, /^\/report\/[0-9a-f-]{36}$/);
    visitor = await openBrowser();
    await visitor.page.goto(href);
    await visitor.page.getByTestId('verification-status').and(visitor.page.locator('[data-status="VALID"]')).waitFor();
    const details = await visitor.page.getByTestId('verification-details').innerText();
    assert.ok(details.includes(student.fio), details);
    assert.ok(details.includes('Akademik transkript'), details);
    assert.ok(details.includes(number), details);
    assert.ok(!details.includes(student.pinfl), 'no PINFL on the public page');
    await shot(visitor.page, 'transcript-verified');

    // The reference of study: its own series.
    await documents.getByTestId('issue-REFERENCE').click();
    const reference = documents.locator('tr[data-document="REFERENCE"]').first();
    await reference.waitFor();
    assert.match(await reference.getAttribute('data-number'), /^M-\d{4}-\d{4}-\d{6}$/);
    assert.deepEqual(browser.errors, []);
  } finally {
    await visitor?.close();
    await browser.close();
  }
});
