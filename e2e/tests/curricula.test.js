// An institution's curriculum from start to approval (SPEC.md sections 2-5): created from the
// ministry's model curriculum, its subjects distributed over the semesters, saved and read back,
// refused approval while hours are left, approved, cancelled; and a subject with a rating that
// cannot be removed.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { test } from 'node:test';
import { apiCall, apiLogin, chooseOption, login, menu, notice, typeDate } from '../lib/app.js';
import { BASE_URL, openBrowser, shot, unique } from '../lib/browser.js';
import { eduProcessOtm } from '../lib/menus.js';

const LIST = '/education-process-otm/curriculums';
const TEMPLATE = 'Kompyuter injiniringi (namunaviy o‘quv reja)';
const SAVED = 'Muvaffaqiyatli saqlandi';
const ROMAN = ['I', 'II', 'III', 'IV'];

/** The model curriculum's subjects and hours (demo data). */
const MATH = 'Oliy matematika';
const PHYSICS = 'Fizika';
const PROGRAMMING = 'Dasturlash asoslari';
const ENGLISH = 'Ingliz tili';
const HISTORY = 'O‘zbekiston tarixi';

const DATES = [
  ['01.09.2025', '20.01.2026'],
  ['01.02.2026', '30.06.2026'],
  ['01.09.2026', '20.01.2027'],
  ['01.02.2027', '30.06.2027'],
];

/** Rows put into the semesters: [semester (1-based), subject, hours, separated]. History is left out at first. */
const ROWS = [
  [1, MATH, '120', true],
  [1, PHYSICS, '90', false],
  [2, MATH, '120', false],
  [2, PHYSICS, '90', false],
  [3, PROGRAMMING, '200', false],
  [3, ENGLISH, '60', false],
  [4, ENGLISH, '60', false],
];

function sql(statement) {
  const url = process.env.E2E_DATABASE_URL;
  assert.ok(url, 'scripts/e2e.sh exports E2E_DATABASE_URL');
  return execFileSync('psql', [url, '-qtAX', '-v', 'ON_ERROR_STOP=1', '-c', statement], { encoding: 'utf8' }).trim();
}

const semesterCard = (page, semester) => page.getByTestId(`semester-${semester}`);
const semesterRow = (page, semester, row) => semesterCard(page, semester).locator(`tr[data-row="${row}"]`);
const position = (semester, row) => `${ROMAN[semester - 1]}-semestr, ${row}`;

async function addSemesterRow(page, semester, subject, hours, separated) {
  const index = (await semesterCard(page, semester).locator('tr[data-row]').count()) + 1;
  await page.getByRole('button', { name: `Qator qo‘shish: ${ROMAN[semester - 1]}-semestr` }).click();
  const row = semesterRow(page, semester, index);
  await row.waitFor();
  assert.equal(await row.getByRole('spinbutton').inputValue(), '0', 'a new row starts at 0 hours');
  assert.equal(await row.getByRole('checkbox').isChecked(), false, 'a new row starts not separated');
  await chooseOption(page, row.getByRole('combobox'), subject);
  await row.getByRole('spinbutton', { name: `Soat: ${position(semester, index)}` }).fill(hours);
  if (separated) await row.getByRole('checkbox').check();
}

async function addCustom(page, button, uz, hours) {
  await page.getByRole('button', { name: button }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Nomi (o‘zbekcha)').fill(uz);
  await dialog.getByLabel('Nomi (ruscha)').fill(`${uz} (ru)`);
  await dialog.getByLabel('Nomi (inglizcha)').fill(`${uz} (en)`);
  await dialog.getByLabel('Soat').fill(hours);
  await dialog.getByRole('button', { name: 'Saqlash' }).click();
  await dialog.waitFor({ state: 'detached' });
}

async function remaining(page, subject) {
  return (await page.getByTestId('all-subjects').getByRole('row').filter({ hasText: subject }).getByTestId('remaining-hours').innerText()).trim();
}

async function waitForRemaining(page, subject, hours) {
  await page.getByTestId('all-subjects').getByRole('row').filter({ hasText: subject }).getByTestId('remaining-hours').getByText(hours, { exact: true }).waitFor();
}

test('otmadmin plans a curriculum from the model curriculum, distributes it, approves and cancels it, and cannot remove a rated subject', async () => {
  // A direction of study to plan for: the demo data has none, and no screen of this branch adds one.
  const superadmin = await apiLogin('superadmin');
  const code = `E2E-${Date.now().toString(36)}`.slice(0, 20);
  const direction = await apiCall(superadmin, 'POST', '/edu-directions/', {
    code,
    name: { uz: `Kompyuter injiniringi ${code}`, ru: `Компьютерный инжиниринг ${code}`, en: `Computer engineering ${code}` },
    institution_type: 'HEI',
  });
  assert.equal(direction.status, 201, JSON.stringify(direction.body));

  const name = unique('E2E o‘quv reja ');
  const browser = await openBrowser();
  const { page } = browser;
  try {
    await login(page, 'otmadmin');
    assert.deepEqual((await menu(page))['edu-process-otm'], eduProcessOtm);
    await page.getByRole('link', { name: 'O‘quv rejalar' }).click();
    await page.waitForURL(`${BASE_URL}${LIST}`);
    await page.getByRole('heading', { name: 'O‘quv rejalar' }).waitFor();

    // --- Create from the model curriculum ---
    await page.getByRole('link', { name: 'Qo‘shish', exact: true }).click();
    await page.waitForURL(`${BASE_URL}${LIST}/add`);
    await page.getByTestId('curriculum-form').getByLabel('O‘quv reja nomi').fill(name);
    await chooseOption(page, page.getByRole('combobox', { name: 'Fan turi' }), 'Ixtisoslik fanlari');
    await page.getByLabel('Boshlanish yili').fill('2025');
    assert.equal(await page.getByLabel('Ikkinchi yil').inputValue(), '2026');
    await page.getByLabel('Tugash yili').fill('2029');
    await page.getByRole('combobox', { name: 'Ta’lim yo‘nalishi' }).fill(code);
    await page.getByRole('option', { name: new RegExp(code) }).click();
    await page.getByRole('combobox', { name: 'Namunaviy o‘quv reja' }).click();
    await page.getByRole('option', { name: TEMPLATE, exact: true }).click();
    assert.equal(await page.getByLabel('Semestrlar soni').inputValue(), '4', 'the model curriculum’s number of semesters');
    await chooseOption(page, page.getByRole('combobox', { name: 'Ta’lim shakli' }), 'Kunduzgi');
    await chooseOption(page, page.getByRole('combobox', { name: 'Ta’lim tili' }), 'O‘zbek');
    await chooseOption(page, page.getByRole('combobox', { name: 'Baholash turi' }), '100 ballik');
    await page.getByRole('button', { name: 'Saqlash' }).click();
    await notice(page, SAVED);
    await page.waitForURL(/\/education-process-otm\/curriculums\/preview\/\d+$/);
    const id = Number(new URL(page.url()).pathname.split('/').pop());
    const preview = page.getByTestId('curriculum-preview');
    await preview.getByText(name).waitFor();
    await preview.getByText('Yangi').waitFor();
    await page.getByTestId('curriculum-subjects').getByText(MATH).waitFor();
    await shot(page, 'curricula-created');

    // --- Distribute ---
    await page.getByRole('link', { name: 'Fanlarni taqsimlash' }).click();
    await page.waitForURL(`${BASE_URL}${LIST}/preview/${id}/subjects`);
    await page.getByTestId('all-subjects').getByText(HISTORY).waitFor();
    assert.equal(await remaining(page, MATH), '240');
    for (const semester of [1, 2, 3, 4]) await semesterCard(page, semester).getByRole('heading', { name: `${ROMAN[semester - 1]}-semestr` }).waitFor();
    assert.equal(await page.getByTestId('semester-5').count(), 0);

    // Saving without vocational subjects or exams is refused before anything is sent.
    await page.getByRole('button', { name: 'Saqlash' }).click();
    await notice(page, 'Iltimos, kasbiy fanlarni kiriting!');
    await page.getByTestId('exams-errors').getByText('Iltimos, DAK fanlarini kiriting!').waitFor();

    for (const [index, [start, end]] of DATES.entries()) {
      await typeDate(page, `semester-${index + 1}-start`, start);
      await typeDate(page, `semester-${index + 1}-end`, end);
    }
    for (const [semester, subject, hours, separated] of ROWS) await addSemesterRow(page, semester, subject, hours, separated);
    await waitForRemaining(page, MATH, '0');
    await waitForRemaining(page, ENGLISH, '0');
    await waitForRemaining(page, HISTORY, '90');

    await addCustom(page, 'Kasbiy fan qo‘shish', 'Ishlab chiqarish amaliyoti', '72');
    await addCustom(page, 'Kasbiy fan qo‘shish', 'Bitiruv oldi amaliyoti', '36');
    assert.equal(await page.getByRole('button', { name: 'Kasbiy fan qo‘shish' }).count(), 0, 'two vocational subjects at most');
    await page.getByRole('button', { name: 'Saqlash' }).click();
    await notice(page, 'Iltimos, DAK fanlarini kiriting!');
    await addCustom(page, 'DAK qo‘shish', 'Yakuniy davlat attestatsiyasi', '12');
    await page.getByRole('button', { name: 'Saqlash' }).click();
    await notice(page, SAVED);
    await shot(page, 'curricula-distributed');

    // --- Everything as entered after a reload ---
    await page.reload();
    await page.getByTestId('all-subjects').getByText(HISTORY).waitFor();
    await waitForRemaining(page, HISTORY, '90');
    await waitForRemaining(page, MATH, '0');
    for (const [index, [start, end]] of DATES.entries()) {
      assert.equal(await page.locator(`input[name="semester-${index + 1}-start"]`).inputValue(), start);
      assert.equal(await page.locator(`input[name="semester-${index + 1}-end"]`).inputValue(), end);
    }
    const counts = {};
    for (const [semester, subject, hours, separated] of ROWS) {
      counts[semester] = (counts[semester] ?? 0) + 1;
      const row = semesterRow(page, semester, counts[semester]);
      assert.equal((await row.getByRole('combobox').innerText()).trim(), subject);
      assert.equal(await row.getByRole('spinbutton').inputValue(), hours);
      assert.equal(await row.getByRole('checkbox').isChecked(), separated, `${subject} in semester ${semester}`);
    }
    const vocational = page.getByTestId('vocational-subjects');
    await vocational.getByText('Ishlab chiqarish amaliyoti', { exact: true }).waitFor();
    await vocational.getByText('Bitiruv oldi amaliyoti (en)').waitFor();
    assert.equal(await page.getByRole('button', { name: 'Kasbiy fan qo‘shish' }).count(), 0);
    await page.getByTestId('exams').getByText('Yakuniy davlat attestatsiyasi (ru)').waitFor();

    // --- Approval refused while hours are left ---
    await page.getByRole('button', { name: 'Orqaga' }).last().click();
    await page.waitForURL(`${BASE_URL}${LIST}/preview/${id}`);
    await page.getByRole('button', { name: 'Tasdiqlash' }).click();
    await page.getByTestId('action-error').getByText(new RegExp(HISTORY)).waitFor();
    await preview.getByText('Yangi').waitFor();
    await shot(page, 'curricula-approval-refused');

    // --- Complete the distribution, then approve ---
    await page.getByRole('link', { name: 'Fanlarni taqsimlash' }).click();
    await page.getByTestId('all-subjects').getByText(HISTORY).waitFor();
    await addSemesterRow(page, 4, HISTORY, '90', false);
    await waitForRemaining(page, HISTORY, '0');
    await page.getByRole('button', { name: 'Saqlash' }).click();
    await notice(page, SAVED);
    await page.getByRole('button', { name: 'Orqaga' }).last().click();
    await page.waitForURL(`${BASE_URL}${LIST}/preview/${id}`);
    await page.getByTestId('curriculum-actions').getByRole('link', { name: 'Tahrirlash' }).waitFor();
    await page.getByRole('button', { name: 'Tasdiqlash' }).click();
    await notice(page, 'O‘quv reja muvaffaqiyatli tasdiqlandi');
    await preview.getByText('Tasdiqlangan').waitFor();
    await page.getByRole('button', { name: 'Bekor qilish' }).waitFor();
    assert.equal(await page.getByTestId('curriculum-actions').getByRole('link', { name: 'Tahrirlash' }).count(), 0, 'an approved curriculum is not edited');
    assert.equal(await page.getByRole('link', { name: 'Fanlarni taqsimlash' }).count(), 0);
    assert.equal(await page.getByRole('button', { name: 'Tasdiqlash' }).count(), 0);
    await shot(page, 'curricula-approved');

    // The list shows it approved, and its status filter finds it.
    await page.goto(`${LIST}?status=APPROVED&search=${encodeURIComponent(name)}`);
    const listed = page.getByRole('row').filter({ hasText: name });
    await listed.getByText('Tasdiqlangan').waitFor();
    await page.goto(`${LIST}/preview/${id}`);

    // --- Cancel the approval ---
    await page.getByRole('button', { name: 'Bekor qilish' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Ha' }).click();
    await notice(page, 'O‘quv reja muvaffaqiyatli bekor qilindi');
    await preview.getByText('Yangi').waitFor();
    await page.getByTestId('curriculum-actions').getByRole('link', { name: 'Tahrirlash' }).waitFor();

    // --- A rated subject stays ---
    const math = sql(`SELECT id FROM edu_subjects WHERE name_uz = '${MATH}'`);
    sql(`INSERT INTO ratings (student_id, curriculum_id, edu_subject_id, semester_number, rating) VALUES (1, ${id}, ${math}, 1, 90)`);
    await page.getByRole('link', { name: 'Fanlarni taqsimlash' }).click();
    const mathRow = page.getByTestId('all-subjects').getByRole('row').filter({ hasText: MATH });
    await mathRow.getByRole('button', { name: 'O‘chirish' }).click();
    await notice(page, 'Bu fanga baho qoyilgan');
    assert.equal(await remaining(page, MATH), '0');
    await semesterRow(page, 1, 1).getByRole('button', { name: 'O‘chirish' }).click();
    await notice(page, 'Bu fanga baho qoyilgan');
    assert.equal((await semesterRow(page, 1, 1).getByRole('combobox').innerText()).trim(), MATH);
    // A subject without ratings goes, from the curriculum and from every semester.
    await page.getByTestId('all-subjects').getByRole('row').filter({ hasText: HISTORY }).getByRole('button', { name: 'O‘chirish' }).click();
    await page.getByTestId('all-subjects').getByRole('row').filter({ hasText: HISTORY }).waitFor({ state: 'detached' });
    assert.equal(await semesterCard(page, 4).locator('tr[data-row]').count(), 1);
    await shot(page, 'curricula-rated-subject');
    assert.deepEqual(browser.errors, []);
  } finally {
    await browser.close();
  }
});
