// The scientific process: a teacher enters a publication with a co-author, the co-author confirms
// their authorship from their own account and the science office verifies it, after which the
// teacher can no longer change it; the science office's lists open with the demo's content; and
// the ministry reads the science report (figures as the API counts them, charts, Excel).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { apiCall, apiLogin, login, notice, openFromMenu, searchList } from '../lib/app.js';
import { openBrowser, shot, unique } from '../lib/browser.js';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1');

/** A TEACHER account of the demo university for the staff member with this last name, made through the API. */
async function coAuthorAccount(lastName) {
  const admin = await apiLogin('otmadmin');
  const staff = (await apiCall(admin, 'GET', `/staffs/?search=${encodeURIComponent(lastName)}`)).body.results[0];
  const superadmin = await apiLogin('superadmin');
  const teacherRole = (await apiCall(superadmin, 'GET', '/roles/?search=TEACHER')).body.results.find((role) => role.name === 'TEACHER');
  const username = unique('e2e.coauthor.');
  const created = await apiCall(superadmin, 'POST', '/users/', {
    username,
    name: `${staff.citizen.last_name} ${staff.citizen.first_name}`,
    password: 'long-enough-1',
    roles: [teacherRole.id],
    institution_ids: [staff.institution_id],
    pinfl: staff.citizen.pinfl,
    is_active: true,
  });
  assert.equal(created.status, 201, JSON.stringify(created.body));
  return { username, password: 'long-enough-1', fullName: `${staff.citizen.last_name} ${staff.citizen.first_name} ${staff.citizen.middle_name}`.trim() };
}

test('a teacher adds a publication with a co-author, who confirms it, and the science office verifies it', async () => {
  const coAuthor = await coAuthorAccount('Yusupova');
  const title = unique('E2E maqola ');
  let path;

  // The teacher enters their own publication, names the co-author and attaches its PDF.
  let browser = await openBrowser();
  try {
    const { page } = browser;
    await login(page, 'teacher');
    await openFromMenu(page, 'Mening nashrlarim');
    await page.getByRole('heading', { name: 'Mening nashrlarim' }).waitFor();
    await page.getByRole('link', { name: 'Qo‘shish', exact: true }).click();
    // The teacher starts as the main author of their own work.
    await page.waitForFunction(() => document.querySelector('input[name="authors.0"]')?.value.startsWith('Aliyeva Nodira'));
    await page.getByLabel('Nashr nomi').fill(title);
    await page.getByLabel('Manba (jurnal, to‘plam, nashriyot)').fill('Journal of Information Security');
    await page.getByLabel('DOI').fill('doi.org/abc');
    await page.getByRole('checkbox', { name: 'Scopus' }).check();
    await page.getByRole('button', { name: 'Muallif qo‘shish' }).click();
    const second = page.getByTestId('author-row').nth(1);
    await second.getByRole('combobox', { name: 'Xodim' }).fill('Yusupova');
    await page.getByRole('option', { name: coAuthor.fullName }).click();
    await page.getByRole('button', { name: 'Saqlash' }).click();
    await page.getByText('DOI «10.NNNN/…» ko‘rinishida bo‘lishi kerak').waitFor();
    await page.getByLabel('DOI').fill('https://doi.org/10.4236/jis.2024.151001');
    await page.getByRole('button', { name: 'Saqlash' }).click();
    await page.waitForURL(/\/teacher\/publications\/preview\/\d+$/);
    path = new URL(page.url()).pathname;
    await page.getByTestId('awaiting-confirmation').getByText(coAuthor.fullName, { exact: false }).waitFor();

    await page.getByTestId('publication-file-input').setInputFiles({ name: 'maqola.pdf', mimeType: 'application/pdf', buffer: Buffer.from('PK\u0003\u0004 a zip, named .pdf') });
    await notice(page, 'Fayl PDF formatida bo‘lishi kerak');
    await page.getByTestId('publication-file-input').setInputFiles({ name: 'maqola.pdf', mimeType: 'application/pdf', buffer: PDF });
    await notice(page, 'Fayl yuklandi');
    await page.getByTestId('publication-file').getByText('maqola.pdf', { exact: false }).waitFor();
    await shot(page, 'science-publication-entered');
    assert.deepEqual(browser.errors, []);
  } finally {
    await browser.close();
  }

  // The co-author confirms their authorship from their own account.
  browser = await openBrowser();
  try {
    const { page } = browser;
    await login(page, coAuthor.username, coAuthor.password);
    await openFromMenu(page, 'Mening nashrlarim');
    const row = page.getByRole('row').filter({ hasText: title });
    await row.getByRole('button', { name: 'Mualliflikni tasdiqlash' }).click();
    await notice(page, 'Mualliflik tasdiqlandi');
    await row.getByText('Tasdiqlangan').first().waitFor();
    await shot(page, 'science-co-author-confirmed');
  } finally {
    await browser.close();
  }

  // The science office verifies it.
  browser = await openBrowser();
  try {
    const { page } = browser;
    await login(page, 'science');
    await openFromMenu(page, 'Ilmiy nashrlar');
    await searchList(page, title, 1);
    await page.getByTestId('publication-link').filter({ hasText: title }).click();
    await page.getByRole('button', { name: 'Tasdiqlash', exact: true }).click();
    await notice(page, 'Nashr tasdiqlandi');
    await page.locator('[data-field="verification"]').getByText('Tasdiqlangan').waitFor();
    await shot(page, 'science-publication-verified');
  } finally {
    await browser.close();
  }

  // Verified, it is the office's to change: the teacher no longer can.
  browser = await openBrowser();
  try {
    const { page } = browser;
    await login(page, 'teacher');
    await page.goto(path);
    await page.getByText('Nashr tasdiqlangan: uni faqat ilmiy bo‘lim o‘zgartira oladi').waitFor();
    assert.equal(await page.getByRole('link', { name: 'Tahrirlash' }).count(), 0);
    assert.equal(await page.getByRole('button', { name: 'PDF yuklash' }).count(), 0);
  } finally {
    await browser.close();
  }
});

test('the science office’s lists open with the demo university’s projects, publications, doctoral students and defences', async () => {
  const token = await apiLogin('science');
  const browser = await openBrowser();
  const { page } = browser;
  try {
    await login(page, 'science');
    for (const [item, heading, call] of [
      ['Ilmiy loyihalar', 'Ilmiy loyihalar', '/science/projects/'],
      ['Ilmiy nashrlar', 'Ilmiy nashrlar', '/science/publications/'],
      ['Doktorantlar', 'Doktorantlar', '/science/doctoral-students/'],
      ['Dissertatsiya himoyalari', 'Dissertatsiya himoyalari', '/science/defences/'],
    ]) {
      const { count } = (await apiCall(token, 'GET', call)).body;
      assert.ok(count > 0, `${call} has demo rows`);
      await openFromMenu(page, item);
      await page.getByRole('heading', { name: heading }).waitFor();
      await page.getByTestId('list-total').getByText(`Jami: ${count} ta`).waitFor();
    }
    // A project's money is so‘m with spaces between thousands.
    await openFromMenu(page, 'Ilmiy loyihalar');
    await page.getByRole('cell', { name: /650 000 000 so‘m/ }).first().waitFor();
    await shot(page, 'science-projects');
    assert.deepEqual(browser.errors, []);
  } finally {
    await browser.close();
  }
});

test('the ministry reads the science report of every institution, with charts and an Excel file, and a science figure on its home page', async () => {
  const ministry = await apiLogin('ministry');
  const report = (await apiCall(ministry, 'GET', '/reports/science/')).body.result;
  const browser = await openBrowser();
  const { page } = browser;
  try {
    await login(page, 'ministry');
    await page.getByTestId('stat-science').getByText(String(report.publications), { exact: true }).waitFor();
    await openFromMenu(page, 'Ilmiy faoliyat hisoboti');
    await page.getByRole('heading', { name: 'Ilmiy faoliyat hisoboti' }).waitFor();
    await page.getByTestId('figure-publications').getByText(String(report.publications), { exact: true }).waitFor();
    await page.getByTestId('figure-defences').getByText(String(report.defences), { exact: true }).waitFor();
    const rows = page.getByTestId('science-institutions').locator('tbody tr');
    await rows.first().waitFor();
    assert.equal(await rows.count(), report.institutions.length);
    assert.ok(report.institutions.length >= 2, 'the demo has science in two institutions');
    for (const chart of ['chart-kind', 'chart-indexing', 'chart-projects', 'chart-institutions']) await page.getByTestId(chart).locator('svg').first().waitFor();

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('list-export').click()]);
    assert.equal(download.suggestedFilename(), `science-report-${report.year}.xlsx`);
    assert.equal(readFileSync(await download.path()).subarray(0, 2).toString(), 'PK');

    // The year before: the figures follow the filter.
    const before = (await apiCall(ministry, 'GET', `/reports/science/?year=${report.year - 1}`)).body.result;
    await page.getByLabel('Yil').click();
    await page.getByRole('option', { name: String(report.year - 1), exact: true }).click();
    await page.waitForURL(new RegExp(`year=${report.year - 1}`));
    await page.getByTestId('figure-publications').getByText(String(before.publications), { exact: true }).waitFor();
    await shot(page, 'science-report-ministry');
    assert.deepEqual(browser.errors, []);
  } finally {
    await browser.close();
  }
});
