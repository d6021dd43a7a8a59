// Orders (buyruq): the institution's administrator drafts an expulsion order for two students,
// applies it (both leave the studying list in one go, their history naming the order), attaches its
// signed scan, and reverses it by a new order that brings them back.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { test } from 'node:test';
import { apiCall, apiLogin, choose, chooseOption, login, notice, openFromMenu } from '../lib/app.js';
import { openBrowser, shot } from '../lib/browser.js';

/** A group of the demo university with two studying students, and those two. */
async function groupWithTwoStudents(token) {
  const groups = (await apiCall(token, 'GET', '/edu-groups/?limit=10000')).body.results;
  for (const group of groups) {
    const students = (await apiCall(token, 'GET', `/students/?edu_group_id=${group.id}&limit=10000&student_status=ACTIVE`)).body.results;
    if (students.length >= 2) return { group, students: students.slice(0, 2) };
  }
  throw new Error('no demo group has two studying students');
}

test('the administrator drafts an expulsion order for two students, applies it, attaches its signed copy and reverses it', async () => {
  const token = await apiLogin('otmadmin');
  const { group, students } = await groupWithTwoStudents(token);
  const number = `E2E-${Date.now() % 100000}`;
  const browser = await openBrowser();
  const { page } = browser;
  try {
    await login(page, 'otmadmin');
    await openFromMenu(page, 'Buyruqlar');
    await page.getByRole('heading', { name: 'Buyruqlar' }).waitFor();
    await page.getByRole('button', { name: 'Qo‘shish', exact: true }).click();
    const dialog = page.getByTestId('order-form');
    await dialog.getByLabel(/^Raqami/).fill(number);
    await dialog.getByLabel(/^Maqsadi/).fill('Talabalar safidan chetlashtirish');
    await choose(dialog, 'Guruh', group.name);
    const picker = dialog.getByRole('combobox', { name: /^Talabalar/ });
    for (const student of students) await chooseOption(page, picker, student.fio);
    await dialog.getByLabel(/^Sababi/).fill('O‘z xohishiga ko‘ra');
    await dialog.getByRole('button', { name: 'Saqlash' }).click();
    await notice(page, 'Saqlandi');

    await page.getByTestId('order-state').getByText('Loyiha').waitFor();
    const items = page.getByTestId('order-items');
    for (const student of students) await items.getByText(student.fio).waitFor();
    await page.getByTestId('order-apply').click();
    await page.getByRole('dialog').getByRole('button', { name: 'Ha' }).click();
    await notice(page, 'Buyruq qo‘llandi');
    await page.getByTestId('order-state').getByText('Qo‘llangan').waitFor();
    await shot(page, 'order-applied');

    const order = (await apiCall(token, 'GET', `/orders/?search=${number}`)).body.results[0];
    assert.equal(order.state, 'APPLIED');
    for (const student of students) {
      const card = (await apiCall(token, 'GET', `/students/${student.id}/`)).body.result;
      assert.equal(card.student_status, 'WITHDRAW');
      assert.equal(card.status_history[0].order_id, order.id);
    }

    // The print lists both students and carries the QR code of the order's public page.
    const [pdf] = await Promise.all([page.waitForEvent('download'), page.getByTestId('order-print').click()]);
    const text = execFileSync('pdftotext', ['-layout', await pdf.path(), '-'], { encoding: 'utf8' });
    assert.ok(text.includes('BUYRUQ') && text.includes(number), text);
    for (const student of students) assert.ok(text.includes(student.fio), `${student.fio} in:\n${text}`);
    const link = text.match(/\/report\/order\/[0-9a-f-]{36}/);
    assert.ok(link, text);
    const visitor = await openBrowser();
    try {
      await visitor.page.goto(link[0]);
      await visitor.page.getByTestId('verification-status').and(visitor.page.locator('[data-status="APPLIED"]')).waitFor();
      const details = await visitor.page.getByTestId('verification-details').innerText();
      assert.ok(details.includes(number) && !details.includes(students[0].fio), details);
    } finally {
      await visitor.close();
    }

    // The signed paper, scanned, is attached to the applied order and offered for download.
    const scan = page.getByTestId('order-scan');
    await scan.getByText('Imzolangan nusxa').waitFor();
    const signed = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
    await scan.getByTestId('order-scan-input').setInputFiles({ name: 'imzolangan.pdf', mimeType: 'application/pdf', buffer: signed });
    await notice(page, 'Imzolangan nusxa biriktirildi');
    await scan.getByTestId('order-scan-download').waitFor();
    assert.equal((await apiCall(token, 'GET', `/orders/${order.id}/`)).body.result.scan.content_type, 'application/pdf');
    const [copy] = await Promise.all([page.waitForEvent('download'), scan.getByTestId('order-scan-download').click()]);
    assert.equal(copy.suggestedFilename(), `order-${number}-signed.pdf`);

    // The reversing order brings them back.
    await page.getByTestId('order-cancel').click();
    const reversal = page.getByTestId('reversal-form');
    await reversal.getByLabel(/^Raqami/).fill(`${number}-B`);
    await reversal.getByRole('button', { name: 'Saqlash' }).click();
    await notice(page, 'Buyruq bekor qilindi');
    await page.getByTestId('order-state').getByText('Qo‘llangan').waitFor();
    for (const student of students) {
      assert.equal((await apiCall(token, 'GET', `/students/${student.id}/`)).body.result.student_status, 'ACTIVE');
    }
    assert.equal((await apiCall(token, 'GET', `/orders/${order.id}/`)).body.result.state, 'CANCELLED');
    assert.deepEqual(browser.errors, []);
  } finally {
    await browser.close();
  }
});
