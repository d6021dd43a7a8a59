// Scholarships end to end: the ministry adds a scholarship type with two monthly amounts through its
// dialog and sees the amount in force today listed (the amounts stored as typed); the university's
// administrator drafts a scholarship order in the order dialog for two state-grant students with that
// type and a span covering this month, applies it, and finds both on the month's "Stipendiyalar"
// list at the type's amount, with the totals the API sums and an Excel file naming them; an order
// naming a student on a tuition contract is refused on apply with the server's message naming the
// student; the demo parent, on a phone, reads the Navoiy scholarship of the child holding order S-15
// on the payments screen, its "paid this month" chip shown exactly when the API says so.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { inflateRawSync } from 'node:zlib';
import { apiCall, apiLogin, choose, chooseOption, login, loginToPortal, notice, openFromMenu, searchList, typeDate } from '../lib/app.js';
import { openBrowser, shot, unique } from '../lib/browser.js';
import { newPinfl, uniqueName } from '../lib/people.js';

const PHONE = { width: 360, height: 740 };
const ORDERS = '/education-process-otm/orders';

/** A day in Tashkent, where the demo institutions and the browser are: YYYY-MM-DD. */
const tashkentDay = (date = new Date()) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tashkent' }).format(date);
const TODAY = tashkentDay();
const MONTH = TODAY.slice(0, 7);
/** The first day of the month `months` after YYYY-MM-DD's, as YYYY-MM-DD. */
function monthStart(day, months = 0) {
  const start = new Date(Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1 + months, 1));
  return start.toISOString().slice(0, 10);
}
const addDays = (day, days) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
/** The academic year running today, by the calendar year it begins in (September). */
const RUNNING_YEAR = Number(MONTH.slice(5)) >= 9 ? Number(MONTH.slice(0, 4)) : Number(MONTH.slice(0, 4)) - 1;
/** 2026-11-23 → 23.11.2026, as the screens write days. */
const shown = (day) => day.split('-').reverse().join('.');
/** Tiyin as the screens write so‘m: thousands grouped by spaces, the tiyin only when there are any. */
function soum(tiyin) {
  const whole = String(Math.trunc(Math.abs(tiyin) / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  const cents = Math.abs(tiyin) % 100;
  return `${tiyin < 0 ? '-' : ''}${whole}${cents ? `,${String(cents).padStart(2, '0')}` : ''} so‘m`;
}
/** Text as read from the page, its (no-break) spaces made plain. */
const plain = (text) => text.replace(/[\s\u00a0\u202f]+/g, ' ').trim();

/** Every text entry of a zip archive (an .xlsx file), inflated and joined: enough to find a name in its sheets. */
function zipText(file) {
  let end = file.length - 22;
  while (end >= 0 && file.readUInt32LE(end) !== 0x06054b50) end -= 1;
  assert.ok(end >= 0, 'the file is a zip archive with its central directory');
  const texts = [];
  let at = file.readUInt32LE(end + 16);
  for (let entry = file.readUInt16LE(end + 10); entry > 0; entry -= 1) {
    assert.equal(file.readUInt32LE(at), 0x02014b50, 'a central directory entry');
    const method = file.readUInt16LE(at + 10);
    const size = file.readUInt32LE(at + 20);
    const local = file.readUInt32LE(at + 42);
    const data = local + 30 + file.readUInt16LE(local + 26) + file.readUInt16LE(local + 28);
    const bytes = file.subarray(data, data + size);
    texts.push((method === 8 ? inflateRawSync(bytes) : bytes).toString('utf8'));
    at += 46 + file.readUInt16LE(at + 28) + file.readUInt16LE(at + 30) + file.readUInt16LE(at + 32);
  }
  return texts.join('\n');
}

/** The type the ministry adds in the first test: two amounts, the later one not yet in force. */
const TYPE = {
  uz: uniqueName('Sinov stipendiyasi '),
  ru: uniqueName('Тестовая стипендия '),
  en: uniqueName('Test scholarship '),
  // In force today: from the 1st of September of the running academic year (always past).
  earlier: { soum: '612 300', tiyin: 61_230_000, from: `${RUNNING_YEAR}-09-01` },
  // Decreed already, in force from next month: the latest, but not today's.
  later: { soum: '655 800', tiyin: 65_580_000, from: monthStart(TODAY, 1) },
};
let typeId;

/** The type of the first test, or (when that one failed) the same type made through the API. */
async function scholarshipType() {
  if (typeId) return typeId;
  const ministry = await apiLogin('ministry');
  const made = await apiCall(ministry, 'POST', '/scholarship-types/', {
    name: { uz: TYPE.uz, ru: TYPE.ru, en: TYPE.en },
    amounts: [TYPE.earlier, TYPE.later].map((a) => ({ amount: a.tiyin, effective_from: a.from })),
  });
  assert.equal(made.status, 201, JSON.stringify(made.body));
  typeId = made.body.result.id;
  return typeId;
}

/** A new group of the demo university (shaped like one of its groups) with two new studying students: state-grant, as they have no contract. */
async function groupOfTwoNewStudents(admin) {
  const groups = (await apiCall(admin, 'GET', '/edu-groups/?limit=10000')).body.results;
  const model = groups.find((g) => g.status === 'ACTIVE' && g.curriculum_id);
  assert.ok(model, 'the demo university has an active group with a curriculum');
  const group = await apiCall(admin, 'POST', '/edu-groups/', {
    name: unique('STP-'),
    course: model.course,
    current_semester: model.current_semester,
    number_of_students: 25,
    opened_year: model.opened_year,
    curriculum_id: model.curriculum_id,
    edu_direction_id: model.edu_direction_id,
    edu_form: model.edu_form,
    edu_language: model.edu_language,
  });
  assert.equal(group.status, 201, JSON.stringify(group.body));
  const surname = uniqueName('Stipendiatov');
  const students = [];
  for (const [name, sex] of [['Aziz', '5'], ['Bobur', '5']]) {
    const made = await apiCall(admin, 'POST', '/students/', {
      fio: `${surname} ${name} Olimovich`,
      pinfl: newPinfl('150504', sex),
      serial_number: `AC${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`,
      birth_date: '2004-05-15',
      gender: 1,
      edu_group_id: group.body.result.id,
    });
    assert.equal(made.status, 201, JSON.stringify(made.body));
    const student = made.body.result;
    assert.equal(student.student_status, 'ACTIVE');
    const contracts = await apiCall(admin, 'GET', `/finance/contracts/?student_id=${student.id}`);
    assert.equal(contracts.status, 200, JSON.stringify(contracts.body));
    assert.equal(contracts.body.count, 0, 'a new student has no contract');
    students.push(student);
  }
  return { group: group.body.result, students };
}

test('the ministry adds a scholarship type with two amounts and sees the amount in force today listed', async () => {
  const browser = await openBrowser();
  const { page } = browser;
  try {
    await login(page, 'ministry');
    await openFromMenu(page, 'Stipendiya turlari');
    await page.getByRole('heading', { name: 'Stipendiya turlari' }).waitFor();
    await page.getByRole('button', { name: 'Qo‘shish', exact: true }).click();
    const dialog = page.getByTestId('scholarship-type-form');
    await dialog.getByText('Stipendiya turini qo‘shish').waitFor();
    await dialog.getByLabel(/^Nomi \(o‘zbekcha\)/).fill(TYPE.uz);
    await dialog.getByLabel(/^Nomi \(ruscha\)/).fill(TYPE.ru);
    await dialog.getByLabel(/^Nomi \(inglizcha\)/).fill(TYPE.en);
    // The one empty row a new type starts with, then a second one.
    const rows = dialog.getByTestId('scholarship-amount-row');
    assert.equal(await rows.count(), 1);
    await dialog.getByTestId('scholarship-amount-add').click();
    await rows.nth(1).waitFor();
    for (const [index, amount] of [TYPE.earlier, TYPE.later].entries()) {
      await rows.nth(index).getByLabel(/^Oylik miqdor, so‘m/).fill(amount.soum);
      await typeDate(page, `amounts.${index}.effective_from`, shown(amount.from));
    }
    await dialog.getByRole('button', { name: 'Saqlash' }).click();
    await notice(page, 'Saqlandi');
    await dialog.waitFor({ state: 'detached' });

    // Listed by its name with the amount in force today, not the latest; the latest one's day beside it.
    await searchList(page, TYPE.uz, 1);
    const row = page.getByRole('row').filter({ hasText: TYPE.uz });
    await row.getByText(soum(TYPE.earlier.tiyin), { exact: true }).waitFor();
    await row.getByText(shown(TYPE.later.from), { exact: true }).waitFor();
    assert.equal(await row.getByText(soum(TYPE.later.tiyin)).count(), 0, 'the amount of next month is not in force yet');
    await shot(page, 'scholarship-types');

    // Stored as typed, in tiyin, newest first.
    const ministry = await apiLogin('ministry');
    const found = await apiCall(ministry, 'GET', `/scholarship-types/?search=${encodeURIComponent(TYPE.uz)}`);
    assert.equal(found.status, 200, JSON.stringify(found.body));
    assert.equal(found.body.count, 1, JSON.stringify(found.body));
    const stored = (await apiCall(ministry, 'GET', `/scholarship-types/${found.body.results[0].id}/`)).body.result;
    assert.deepEqual(stored.name, { uz: TYPE.uz, ru: TYPE.ru, en: TYPE.en });
    assert.deepEqual(stored.amounts, [
      { amount: TYPE.later.tiyin, effective_from: TYPE.later.from },
      { amount: TYPE.earlier.tiyin, effective_from: TYPE.earlier.from },
    ]);
    assert.equal(stored.amount_now, TYPE.earlier.tiyin);
    typeId = stored.id;
    assert.deepEqual(browser.errors, []);
  } finally {
    await browser.close();
  }
});

test('otmadmin awards the new type by a scholarship order to two state-grant students; the month’s list, its totals and its Excel file show them', async () => {
  const kind = await scholarshipType();
  const admin = await apiLogin('otmadmin');
  const { group, students } = await groupOfTwoNewStudents(admin);
  const number = unique('S-E2E-');
  // This month and the next: the next one paid at the amount decreed from then.
  const from = monthStart(TODAY);
  const to = addDays(monthStart(TODAY, 2), -1);
  const browser = await openBrowser();
  const { page } = browser;
  try {
    await login(page, 'otmadmin');
    await openFromMenu(page, 'Buyruqlar');
    await page.getByRole('heading', { name: 'Buyruqlar' }).waitFor();
    await page.getByRole('button', { name: 'Qo‘shish', exact: true }).click();
    const dialog = page.getByTestId('order-form');
    await dialog.getByLabel(/^Raqami/).fill(number);
    await choose(dialog, /^Turi/, 'Stipendiya tayinlash');
    await dialog.getByLabel(/^Maqsadi/).fill('Stipendiya tayinlash');
    const groupField = dialog.getByRole('combobox', { name: /^Guruh/ });
    await groupField.fill(group.name);
    await page.getByRole('listbox').getByRole('option', { name: group.name, exact: true }).click();
    const picker = dialog.getByRole('combobox', { name: /^Talabalar/ });
    for (const student of students) {
      await chooseOption(page, picker, student.fio);
      await page.getByRole('listbox').waitFor({ state: 'detached' });
    }
    await choose(dialog, /^Stipendiya turi/, TYPE.uz);
    await typeDate(page, 'date_from', shown(from));
    await typeDate(page, 'date_to', shown(to));
    await dialog.getByRole('button', { name: 'Saqlash' }).click();
    await notice(page, 'Saqlandi');

    // The draft names both students with the type and the span; applied, it changes nobody's standing.
    await page.getByTestId('order-state').getByText('Loyiha').waitFor();
    const items = page.getByTestId('order-items');
    for (const student of students) {
      const item = items.getByRole('row').filter({ hasText: student.fio });
      await item.locator('[data-field="scholarship-type"]').getByText(TYPE.uz, { exact: true }).waitFor();
      await item.locator('[data-field="scholarship-span"]').getByText(`${shown(from)}–${shown(to)}`, { exact: true }).waitFor();
    }
    await page.getByTestId('order-apply').click();
    await page.getByRole('dialog').getByRole('button', { name: 'Ha' }).click();
    await notice(page, 'Buyruq qo‘llandi');
    await page.getByTestId('order-state').getByText('Qo‘llangan').waitFor();
    await shot(page, 'scholarship-order-applied');
    const order = (await apiCall(admin, 'GET', `/orders/?search=${encodeURIComponent(number)}`)).body.results[0];
    assert.equal(order.state, 'APPLIED');
    for (const student of students) {
      assert.equal((await apiCall(admin, 'GET', `/students/${student.id}/`)).body.result.student_status, 'ACTIVE', 'an award moves nobody');
    }

    // The month's list, by the API: both students at the amount in force this month, next month's at the later one.
    const month = await apiCall(admin, 'GET', `/scholarships/?month=${MONTH}&limit=10000`);
    assert.equal(month.status, 200, JSON.stringify(month.body));
    const rowsOf = (body) => students.map((s) => body.results.filter((r) => r.student_id === s.id && r.order_id === order.id));
    for (const rows of rowsOf(month.body)) {
      assert.deepEqual(rows.map((r) => [r.scholarship_type_id, r.amount, r.order_number, r.date_from, r.date_to]), [[kind, TYPE.earlier.tiyin, number, from, to]]);
    }
    const next = (await apiCall(admin, 'GET', `/scholarships/?month=${monthStart(TODAY, 1).slice(0, 7)}&limit=10000`)).body;
    for (const rows of rowsOf(next)) assert.deepEqual(rows.map((r) => r.amount), [TYPE.later.tiyin]);
    const later = (await apiCall(admin, 'GET', `/scholarships/?month=${monthStart(TODAY, 2).slice(0, 7)}&limit=10000`)).body;
    for (const rows of rowsOf(later)) assert.deepEqual(rows, [], 'nothing after the span');
    assert.equal(month.body.totals.amount, month.body.results.reduce((sum, r) => sum + r.amount, 0));

    // The screen: this month unless another is chosen.
    await openFromMenu(page, 'Stipendiyalar');
    await page.getByRole('heading', { name: 'Stipendiyalar' }).waitFor();
    assert.equal(await page.locator('input[name="month"]').inputValue(), `${MONTH.slice(5)}.${MONTH.slice(0, 4)}`);
    const totals = page.getByTestId('scholarship-totals');
    await totals.waitFor();
    assert.equal(plain(await totals.innerText()), plain(`Jami: ${month.body.totals.students} nafar talaba, ${soum(month.body.totals.amount)}`));
    // The rows come by name, a page at a time: each student is looked for on the page the API puts them on.
    const perPage = 200;
    for (const student of students) {
      const at = month.body.results.findIndex((r) => r.student_id === student.id);
      await page.goto(`/finance/scholarships?limit=${perPage}${at >= perPage ? `&page=${Math.floor(at / perPage) + 1}` : ''}`);
      const row = page.getByRole('row').filter({ hasText: student.fio });
      await row.waitFor();
      const cells = (await row.getByRole('cell').allInnerTexts()).map(plain);
      assert.deepEqual(cells, [student.fio, group.name, TYPE.uz, soum(TYPE.earlier.tiyin), number, `${shown(from)}–${shown(to)}`]);
      await row.getByRole('link', { name: number, exact: true }).waitFor();
    }
    await shot(page, 'scholarships-month');

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('list-export').click()]);
    assert.equal(download.suggestedFilename(), 'scholarships.xlsx');
    const file = readFileSync(await download.path());
    assert.equal(file.subarray(0, 2).toString('latin1'), 'PK', 'an .xlsx file is a zip archive');
    const text = zipText(file);
    for (const student of students) assert.ok(text.includes(student.fio), `${student.fio} in the Excel file`);
    assert.ok(text.includes(number), `the order ${number} in the Excel file`);

    // A type an order names stays.
    const kept = await apiCall(await apiLogin('ministry'), 'DELETE', `/scholarship-types/${kind}/`);
    assert.equal(kept.status, 409, JSON.stringify(kept.body));
    assert.equal(kept.body.error.code, 'scholarship_type_in_use');
    assert.deepEqual(browser.errors, []);
  } finally {
    await browser.close();
  }
});

test('a scholarship order naming a student on a tuition contract is refused on apply, the server’s message naming the student', async () => {
  const admin = await apiLogin('otmadmin');
  const kind = await scholarshipType();
  // A studying student of the demo university with a contract of the running academic year.
  const contracts = (await apiCall(admin, 'GET', '/finance/contracts/?limit=10000')).body.results.filter((c) => c.academic_year === RUNNING_YEAR);
  let student;
  for (const contract of contracts) {
    const card = (await apiCall(admin, 'GET', `/students/${contract.student_id}/`)).body.result;
    if (card?.student_status === 'ACTIVE') {
      student = card;
      break;
    }
  }
  assert.ok(student, 'a studying student of the demo university has a contract this year');
  const from = monthStart(TODAY);
  const to = addDays(monthStart(TODAY, 1), -1);
  const number = unique('S-E2E-K-');
  const made = await apiCall(admin, 'POST', '/orders/', {
    number,
    date: TODAY,
    kind: 'SCHOLARSHIP',
    purpose: 'Stipendiya tayinlash',
    body: '',
    basis: '',
    items: [{ student_id: student.id, scholarship_type: kind, date_from: from, date_to: to }],
  });
  assert.equal(made.status, 201, JSON.stringify(made.body));
  const orderId = made.body.result.id;
  const browser = await openBrowser();
  const { page } = browser;
  try {
    await login(page, 'otmadmin');
    await page.goto(`${ORDERS}/${orderId}`);
    await page.getByTestId('order-state').getByText('Loyiha').waitFor();
    await page.getByTestId('order-items').getByRole('row').filter({ hasText: student.fio }).waitFor();
    await page.getByTestId('order-apply').click();
    await page.getByRole('dialog').getByRole('button', { name: 'Ha' }).click();
    // The notice is the server's refusal: it names the student and the contract.
    const refusal = page.getByTestId('notice').filter({ hasText: student.fio }).filter({ hasText: 'kontrakt' });
    await refusal.waitFor();
    await shot(page, 'scholarship-order-refused');
    const said = plain(await refusal.innerText());

    const again = await apiCall(admin, 'POST', `/orders/${orderId}/apply/`, {});
    assert.equal(again.status, 409, JSON.stringify(again.body));
    assert.equal(again.body.error.code, 'order_item_refused');
    assert.equal(again.body.error.messages.length, 1, JSON.stringify(again.body));
    const message = plain(again.body.error.messages[0]);
    assert.ok(message.includes(student.fio) && message.includes('kontrakt'), message);
    assert.ok(said.includes(message), `the notice «${said}» says the server's «${message}»`);
    assert.equal((await apiCall(admin, 'GET', `/orders/${orderId}/`)).body.result.state, 'DRAFT');
    await page.getByTestId('order-state').getByText('Loyiha').waitFor();
    const month = (await apiCall(admin, 'GET', `/scholarships/?month=${MONTH}&limit=10000`)).body;
    assert.equal(month.results.filter((r) => r.order_id === orderId).length, 0, 'nothing awarded');
    assert.deepEqual(browser.errors, []);
  } finally {
    await browser.close();
    await apiCall(admin, 'DELETE', `/orders/${orderId}/`);
  }
});

test('the parent, on a phone, reads the Navoiy scholarship of the child holding order S-15 on the payments screen', async () => {
  const token = await apiLogin('parent');
  const me = (await apiCall(token, 'GET', '/me/')).body.result;
  let child;
  let award;
  for (const each of me.students) {
    const finance = await apiCall(token, 'GET', `/me/finance/?student_id=${each.id}`);
    assert.equal(finance.status, 200, JSON.stringify(finance.body));
    award = finance.body.result.scholarships.find((s) => s.order_number === 'S-15');
    if (award) {
      child = each;
      break;
    }
  }
  assert.ok(child, 'a child of the demo parent holds the Navoiy scholarship of order S-15');
  assert.equal(award.scholarship_type_name.uz, 'Alisher Navoiy nomidagi davlat stipendiyasi');
  assert.equal(typeof award.paid_this_month, 'boolean');
  const other = me.students.find((each) => each.id !== child.id);
  const browser = await openBrowser();
  const { page } = browser;
  try {
    await page.setViewportSize(PHONE);
    await loginToPortal(page, 'parent');
    const current = page.getByTestId('portal-student');
    await current.waitFor();
    // Start from the other child, if the portal shows that one, and switch.
    if (other && (await current.getAttribute('data-student-id')) !== String(child.id)) {
      await choose(page, 'Farzand', child.fio);
    }
    await page.locator(`[data-testid="portal-student"][data-student-id="${child.id}"]`).waitFor();
    await current.getByRole('combobox', { name: 'Farzand' }).getByText(child.fio, { exact: true }).waitFor();

    await page.getByTestId('portal-nav').getByRole('link', { name: 'To‘lovlar', exact: true }).click();
    await page.getByTestId('portal-title').getByText('To‘lovlar', { exact: true }).waitFor();
    const section = page.getByTestId('portal-scholarships');
    await section.getByRole('heading', { name: 'Stipendiya', exact: true }).waitFor();
    const shownAward = section.getByTestId('portal-scholarship').filter({ hasText: 'Buyruq № S-15' });
    await shownAward.getByRole('heading', { name: award.scholarship_type_name.uz, exact: true }).waitFor();
    assert.equal(plain(await shownAward.locator('[data-field="span"]').innerText()), `Muddati ${shown(award.date_from)}–${shown(award.date_to)}`);
    assert.equal(plain(await shownAward.locator('[data-field="monthly"]').innerText()), plain(`Oylik miqdor ${soum(award.monthly_amount)}`));
    assert.match(award.date_from, /^\d{4}-09-01$/, 'the autumn semester');
    const chip = shownAward.getByTestId('scholarship-paid');
    if (award.paid_this_month) await chip.getByText('Bu oy to‘lanadi').waitFor();
    assert.equal(await chip.count(), award.paid_this_month ? 1 : 0, `the chip follows paid_this_month (${award.paid_this_month})`);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(width <= PHONE.width, `the payments fit a ${PHONE.width} px screen (they are ${width} px wide)`);
    await shot(page, 'portal-scholarship');
    assert.deepEqual(browser.errors, []);
  } finally {
    await browser.close();
  }
});
