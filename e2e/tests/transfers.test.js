// A transfer between institutions seen from both sides: TATU's administrator releases a student to
// the National University by an applied transfer order; the University's registrar sees the student
// among its incoming transfers, admits them into a group of its own by an admission order, and from
// then on the record is the University's: TATU keeps its order naming the student and sees nothing
// of the new group.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { test } from 'node:test';
import { apiCall, apiLogin, choose, chooseOption, login, notice, openFromMenu } from '../lib/app.js';
import { openBrowser, shot } from '../lib/browser.js';

const RECEIVER_PASSWORD = 'transfer-e2e-1';

/** Runs one statement on the test's database and answers its text. */
function sql(statement) {
  const url = process.env.E2E_DATABASE_URL;
  assert.ok(url, 'scripts/e2e.sh exports E2E_DATABASE_URL');
  return execFileSync('psql', [url, '-qtAX', '-v', 'ON_ERROR_STOP=1', '-c', statement], { encoding: 'utf8' }).trim();
}

/**
 * The receiving side, made for the test: a registrar (OTMADMIN) of the National University and a
 * group of its own on a copy of TATU's approved curriculum (the demo gives the University none).
 */
async function receiver(stamp) {
  const admin = await apiLogin('superadmin');
  const institution = Number(sql("SELECT id FROM institutions WHERE code = 'NUUZ'"));
  const name = sql("SELECT name_uz FROM institutions WHERE code = 'NUUZ'");
  const roles = await apiCall(admin, 'GET', '/roles/?search=OTMADMIN&limit=100');
  const role = roles.body.results.find((r) => r.name === 'OTMADMIN');
  assert.ok(role, 'the delivered OTMADMIN role');
  const username = `e2e-nuuz-${stamp}`;
  const created = await apiCall(admin, 'POST', '/users/', {
    username,
    name: `E2E O‘zMU ${stamp}`,
    password: RECEIVER_PASSWORD,
    roles: [role.id],
    institution_ids: [institution],
    is_active: true,
  });
  assert.equal(created.status, 201, JSON.stringify(created.body));
  const columns = sql(
    "SELECT string_agg(column_name, ', ' ORDER BY ordinal_position) FROM information_schema.columns " +
      "WHERE table_name = 'curricula' AND column_name NOT IN ('id', 'institution_id', 'name')",
  );
  const curriculum = Number(
    sql(
      `INSERT INTO curricula (institution_id, name, ${columns}) SELECT ${institution}, 'E2E O‘zMU reja ${stamp}', ${columns} ` +
        "FROM curricula WHERE institution_id = (SELECT id FROM institutions WHERE code = 'TATU') AND status = 'APPROVED' ORDER BY id LIMIT 1 RETURNING id",
    ).split('\n')[0],
  );
  const token = await apiLogin(username, RECEIVER_PASSWORD);
  const source = (await apiCall(token, 'GET', `/curriculums/${curriculum}/`)).body.result;
  const group = await apiCall(token, 'POST', '/edu-groups/', {
    name: `OZMU-${stamp}`,
    course: 1,
    current_semester: 1,
    number_of_students: 30,
    opened_year: source.start_year,
    curriculum_id: curriculum,
    edu_direction_id: source.edu_direction_id,
    edu_form: source.edu_form,
    edu_language: source.edu_language,
  });
  assert.equal(group.status, 201, JSON.stringify(group.body));
  return { username, token, institution, name, group: group.body.result };
}

/** A studying student of a TATU group, and the group. */
async function studyingStudent(token) {
  const groups = (await apiCall(token, 'GET', '/edu-groups/?limit=10000')).body.results;
  for (const group of groups) {
    const students = (await apiCall(token, 'GET', `/students/?edu_group_id=${group.id}&limit=10000&student_status=ACTIVE`)).body.results;
    if (students.length > 0) return { group, student: students[students.length - 1] };
  }
  throw new Error('no demo group has a studying student');
}

test('a registrar of one institution applies a transfer order and the receiving registrar admits the student', async () => {
  const stamp = Date.now() % 1000000;
  const sender = await apiLogin('otmadmin');
  const { group, student } = await studyingStudent(sender);
  const to = await receiver(stamp);
  const number = `E2E-K-${stamp}`;

  const a = await openBrowser();
  try {
    await login(a.page, 'otmadmin');
    await openFromMenu(a.page, 'Buyruqlar');
    await a.page.getByRole('heading', { name: 'Buyruqlar' }).waitFor();
    await a.page.getByRole('button', { name: 'Qo‘shish', exact: true }).click();
    const dialog = a.page.getByTestId('order-form');
    await dialog.getByLabel(/^Raqami/).fill(number);
    await choose(dialog, /^Turi/, 'O‘qishni ko‘chirish');
    await choose(dialog, /^Guruh/, group.name);
    await chooseOption(a.page, dialog.getByRole('combobox', { name: /^Talabalar/ }), student.fio);
    await choose(dialog, /^Qaysi ta’lim muassasasiga/, to.name);
    await dialog.getByRole('combobox', { name: /^Qaysi guruhga/ }).waitFor({ state: 'detached' });
    await dialog.getByRole('button', { name: 'Saqlash' }).click();
    await notice(a.page, 'Saqlandi');
    await a.page.getByTestId('order-items').getByText(to.name).waitFor();
    await a.page.getByTestId('order-apply').click();
    await a.page.getByRole('dialog').getByRole('button', { name: 'Ha' }).click();
    await notice(a.page, 'Buyruq qo‘llandi');
    await a.page.getByTestId('order-state').getByText('Qo‘llangan').waitFor();
    await shot(a.page, 'transfer-released');
    assert.equal((await apiCall(sender, 'GET', `/students/${student.id}/`)).body.result.student_status, 'WITHDRAW');
    assert.deepEqual(a.errors, []);
  } finally {
    await a.close();
  }

  const b = await openBrowser();
  try {
    await login(b.page, to.username, RECEIVER_PASSWORD);
    await openFromMenu(b.page, 'Buyruqlar');
    const incoming = b.page.getByTestId('incoming-transfers');
    const row = incoming.getByTestId(`incoming-${student.id}`);
    await row.getByText(student.fio).waitFor();
    await row.getByText(group.name).waitFor();
    await row.getByText(`№ ${number}`, { exact: false }).waitFor();
    await shot(b.page, 'transfer-incoming');
    await b.page.getByTestId(`admit-${student.id}`).click();
    const dialog = b.page.getByTestId('order-form');
    await dialog.getByLabel(/^Raqami/).fill(`${number}-Q`);
    await choose(dialog, /^Qaysi guruhga/, to.group.name);
    await dialog.getByRole('button', { name: 'Saqlash' }).click();
    await notice(b.page, 'Saqlandi');
    await b.page.getByTestId('order-items').getByText(student.fio).waitFor();
    await b.page.getByTestId('order-apply').click();
    await b.page.getByRole('dialog').getByRole('button', { name: 'Ha' }).click();
    await notice(b.page, 'Buyruq qo‘llandi');
    await b.page.getByTestId('order-state').getByText('Qo‘llangan').waitFor();
    await b.page.getByTestId('order-items').locator('[data-field="from-institution"]').getByText('Toshkent axborot texnologiyalari', { exact: false }).waitFor();
    await shot(b.page, 'transfer-admitted');
    assert.deepEqual(b.errors, []);
  } finally {
    await b.close();
  }

  // The record is the receiver's now, with its history; the sender keeps its order and sees nothing more.
  const card = await apiCall(to.token, 'GET', `/students/${student.id}/`);
  assert.equal(card.status, 200, JSON.stringify(card.body));
  assert.equal(card.body.result.student_status, 'ACTIVE');
  assert.deepEqual(card.body.result.status_history.slice(0, 2).map((h) => h.order_number), [`${number}-Q`, number]);
  assert.equal((await apiCall(sender, 'GET', `/students/${student.id}/`)).status, 404);
  const kept = (await apiCall(sender, 'GET', `/orders/?search=${number}`)).body.results.find((o) => o.number === number);
  assert.equal(kept.items[0].student_id, student.id);
  assert.equal(kept.items[0].edu_group_name, group.name);
  assert.equal((await apiCall(to.token, 'GET', '/orders/incoming-transfers/')).body.count, 0);
});
