// Finance: the accountant of the demo university adds a contract priced from the base amount and
// the price of the student's direction, ends one whose student left and reads the prorated charge,
// prints a contract whose QR code opens its public page, and reads a group's debts (the totals as
// the API sums them, the Excel file).
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { apiCall, apiLogin, choose, login, notice, openFromMenu, typeDate } from '../lib/app.js';
import { openBrowser, shot } from '../lib/browser.js';

/** "12 500 000 so‘m" from tiyin. */
function soum(tiyin) {
  const whole = Math.trunc(tiyin / 100);
  const cents = Math.abs(tiyin % 100);
  const grouped = String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  return `${cents ? `${grouped},${String(cents).padStart(2, '0')}` : grouped} so‘m`;
}

/** A group of the demo university with a student who has no contract yet, and that student. */
async function studentWithoutContract(token) {
  const contracts = (await apiCall(token, 'GET', '/finance/contracts/?limit=10000')).body.results;
  const taken = new Set(contracts.map((c) => c.student_id));
  const groups = (await apiCall(token, 'GET', '/edu-groups/?limit=10000')).body.results;
  for (const group of groups) {
    const students = (await apiCall(token, 'GET', `/students/?edu_group_id=${group.id}&limit=10000&student_status=ACTIVE`)).body.results;
    const free = students.find((s) => !taken.has(s.id));
    if (free) return { group, student: free };
  }
  throw new Error('every demo student has a contract');
}

test('the accountant adds a contract priced from the base amount and ends one whose student left', async () => {
  const token = await apiLogin('accountant');
  const { group, student } = await studentWithoutContract(token);
  const browser = await openBrowser();
  const { page } = browser;
  try {
    await login(page, 'accountant');
    await openFromMenu(page, 'Shartnomalar');
    await page.getByRole('heading', { name: 'Shartnomalar' }).waitFor();
    await page.getByRole('button', { name: 'Qo‘shish', exact: true }).click();
    const dialog = page.getByTestId('contract-form');
    await choose(dialog, 'Guruh', group.name);
    await choose(dialog, /^Talaba/, student.fio);
    await dialog.getByRole('button', { name: 'Saqlash' }).click();
    await notice(page, 'Saqlandi');

    const made = (await apiCall(token, 'GET', `/finance/contracts/?student_id=${student.id}`)).body.results[0];
    assert.ok(made, 'the contract is stored');
    assert.equal(made.amount > 0 && made.charged === made.amount, true, 'a whole year of the price');
    const row = page.getByRole('row').filter({ hasText: made.number });
    await row.getByText(soum(made.debt), { exact: true }).first().waitFor();
    await row.getByText('Qarzdor').waitFor();

    // The contract prints with the QR code of its public page, which confirms it without its sums.
    const [pdf] = await Promise.all([page.waitForEvent('download'), row.getByRole('button', { name: 'Shartnomani chop etish (PDF)' }).click()]);
    const text = execFileSync('pdftotext', ['-layout', await pdf.path(), '-'], { encoding: 'utf8' });
    assert.ok(text.includes('TO‘LOV-KONTRAKT SHARTNOMASI') && text.includes(made.number) && text.includes(student.fio), text);
    const link = text.replace(/\s+/g, '').match(/\/report\/contract\/[0-9a-f-]{36}/);
    assert.ok(link, text);
    const visitor = await openBrowser();
    try {
      await visitor.page.goto(link[0]);
      await visitor.page.getByTestId('verification-status').and(visitor.page.locator('[data-status="ACTIVE"]')).waitFor();
      const details = await visitor.page.getByTestId('verification-details').innerText();
      assert.ok(details.includes(made.number) && details.includes(student.fio), details);
      assert.ok(!details.includes(made.pinfl) && !details.includes('so‘m'), `nothing private: ${details}`);
      await shot(visitor.page, 'finance-contract-verified');
    } finally {
      await visitor.close();
    }

    // The student left in December: the contract stops accruing from then.
    await row.getByRole('button', { name: 'Tahrirlash' }).click();
    await choose(dialog, /^Holati/, 'To‘xtatilgan');
    await typeDate(page, 'ended_on', `10.12.${made.academic_year}`);
    await dialog.getByRole('button', { name: 'Saqlash' }).click();
    await notice(page, 'Saqlandi');
    const ended = (await apiCall(token, 'GET', `/finance/contracts/${made.id}/`)).body.result;
    assert.equal(ended.months, 4);
    await row.getByTestId('proration').getByText('4 / 10 oy', { exact: false }).waitFor();
    await row.getByText(soum(ended.charged), { exact: true }).first().waitFor();
    await shot(page, 'finance-contracts');
    assert.deepEqual(browser.errors, []);
  } finally {
    await browser.close();
  }
});

test('the accountant enters a payment by hand, is refused one beyond the debt, and the contract owes less by it', async () => {
  const token = await apiLogin('accountant');
  const contract = (await apiCall(token, 'GET', '/finance/contracts/?status=DEBTOR&ordering=-debt&limit=1')).body.results[0];
  const browser = await openBrowser();
  const { page } = browser;
  try {
    await login(page, 'accountant');
    await openFromMenu(page, 'To‘lovlar');
    await page.getByRole('heading', { name: 'To‘lovlar' }).waitFor();
    await page.getByRole('button', { name: 'Qo‘shish', exact: true }).click();
    const dialog = page.getByTestId('payment-form');
    await choose(dialog, 'Guruh', contract.edu_group_name);
    await choose(dialog, /^Shartnoma/, `${contract.number} ${contract.student_name}`);
    await dialog.getByText(`Qarz: ${soum(contract.debt)}`).waitFor();
    // One so‘m beyond the debt is refused under the amount.
    await dialog.getByLabel(/^To‘lov hujjati raqami/).fill('PP-E2E-1');
    await dialog.getByLabel(/^Summa/).fill(String(contract.debt / 100 + 1));
    await dialog.getByRole('button', { name: 'Saqlash' }).click();
    await dialog.getByText('To‘lov qarzdan', { exact: false }).waitFor();
    await dialog.getByLabel(/^Summa/).fill('1 000 000');
    await dialog.getByRole('button', { name: 'Saqlash' }).click();
    await notice(page, 'Saqlandi');
    await page.getByRole('row').filter({ hasText: 'PP-E2E-1' }).getByText(soum(1_000_000 * 100)).waitFor();
    const after = (await apiCall(token, 'GET', `/finance/contracts/${contract.id}/`)).body.result;
    assert.equal(after.debt, contract.debt - 1_000_000 * 100);
    assert.equal(after.paid, contract.paid + 1_000_000 * 100);
    await shot(page, 'finance-payments');
    assert.deepEqual(browser.errors, []);
  } finally {
    await browser.close();
  }
});

test('the accountant reads a group’s debts, whose totals are the sums of its rows, and downloads them', async () => {
  const token = await apiLogin('accountant');
  const groups = (await apiCall(token, 'GET', '/finance/debts/?level=GROUP&limit=10000')).body;
  const group = groups.results[0];
  const ofGroup = (await apiCall(token, 'GET', `/finance/debts/?edu_group_id=${group.id}&limit=10000`)).body;
  assert.equal(ofGroup.totals.debt, ofGroup.results.reduce((sum, r) => sum + r.debt, 0));
  const browser = await openBrowser();
  const { page } = browser;
  try {
    await login(page, 'accountant');
    await openFromMenu(page, 'Qarzdorlik');
    await page.getByRole('heading', { name: 'Qarzdorlik' }).waitFor();
    await choose(page, 'Kesim', 'Guruhlar');
    await page.waitForURL((url) => url.searchParams.get('level') === 'GROUP');
    await page.getByTestId('debt-totals').getByText(soum(groups.totals.debt), { exact: false }).waitFor();
    await page.getByRole('button', { name: group.group_name, exact: true }).first().click();
    await page.waitForURL((url) => url.searchParams.get('edu_group_id') === String(group.id));
    await page.getByTestId('list-total').getByText(`Jami: ${ofGroup.count} ta`).waitFor();
    await page.getByTestId('debt-totals').getByText(soum(ofGroup.totals.debt), { exact: false }).waitFor();
    await page.getByRole('row').filter({ hasText: ofGroup.results[0].student_name }).getByText(soum(ofGroup.results[0].debt)).first().waitFor();

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('list-export').click()]);
    assert.equal(download.suggestedFilename(), 'debts.xlsx');
    assert.equal(readFileSync(await download.path()).subarray(0, 2).toString(), 'PK');
    await shot(page, 'finance-debts-group');
    assert.deepEqual(browser.errors, []);
  } finally {
    await browser.close();
  }
});

test('the accountant imports the demo bank statement, sees its unmatched line, and a second import of it is refused line by line', async () => {
  // The server writes the demo university's statement into its data folder's demo/.
  const file = path.join(process.env.E2E_DATA_DIR ?? path.resolve('..', '.data', 'e2e'), 'demo', 'bank-statement.csv');
  const lines = readFileSync(file, 'utf8').trim().split('\n').length - 1;
  const token = await apiLogin('accountant');
  const before = (await apiCall(token, 'GET', '/finance/payments/')).body.count;
  const browser = await openBrowser();
  const { page } = browser;
  try {
    await login(page, 'accountant');
    await openFromMenu(page, 'To‘lovlar');
    await page.getByRole('button', { name: 'Bank ko‘chirmasi' }).click();
    const dialog = page.getByTestId('statement-import');
    await page.getByTestId('statement-import-file').setInputFiles(file);
    await page.getByRole('button', { name: 'Yuklash', exact: true }).click();
    await dialog.getByRole('progressbar').waitFor();
    await page.getByTestId('statement-import-done').getByText(`${lines - 1} ta to‘lov yuklandi`, { exact: false }).waitFor();
    await page.getByTestId('statement-import-unmatched').getByText('Noma’lum to‘lovchi').waitFor();
    await shot(page, 'finance-statement-imported');
    await page.getByRole('button', { name: 'Yopish' }).click();
    assert.equal((await apiCall(token, 'GET', '/finance/payments/')).body.count, before + lines - 1);

    // The same file again: every line already imported, nothing written.
    await page.getByRole('button', { name: 'Bank ko‘chirmasi' }).click();
    await page.getByTestId('statement-import-file').setInputFiles(file);
    await page.getByRole('button', { name: 'Yuklash', exact: true }).click();
    const refused = page.getByTestId('statement-import-lines');
    await refused.getByText('Bu to‘lov avval yuklangan').first().waitFor();
    assert.equal(await refused.locator('tbody tr').count(), lines - 1);
    assert.equal((await apiCall(token, 'GET', '/finance/payments/')).body.count, before + lines - 1);
    await shot(page, 'finance-statement-refused');
    assert.deepEqual(browser.errors, []);
  } finally {
    await browser.close();
  }
});

test('the ministry reads the finance report of every institution by month, with charts and an Excel file', async () => {
  const ministry = await apiLogin('ministry');
  const report = (await apiCall(ministry, 'GET', '/reports/finance/')).body.result;
  const browser = await openBrowser();
  const { page } = browser;
  try {
    await login(page, 'ministry');
    await openFromMenu(page, 'Moliya hisoboti');
    await page.getByRole('heading', { name: 'Moliya hisoboti' }).waitFor();
    await page.getByTestId('figure-charged').getByText(soum(report.charged), { exact: true }).waitFor();
    await page.getByTestId('figure-paid').getByText(soum(report.paid), { exact: true }).waitFor();
    await page.getByTestId('figure-owed').getByText(soum(report.owed), { exact: true }).waitFor();
    const rows = page.getByTestId('finance-institutions').locator('tbody tr');
    await rows.first().waitFor();
    assert.equal(await rows.count(), report.institutions.length);
    for (const chart of ['chart-months', 'chart-owed']) await page.getByTestId(chart).locator('svg').first().waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('list-export').click()]);
    assert.equal(download.suggestedFilename(), `finance-report-${report.academic_year}.xlsx`);
    assert.equal(readFileSync(await download.path()).subarray(0, 2).toString(), 'PK');
    await shot(page, 'finance-report-ministry');
    assert.deepEqual(browser.errors, []);
  } finally {
    await browser.close();
  }
});
