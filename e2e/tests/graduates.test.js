// Graduates: an institution's admin takes a final-semester student whose subjects are all rated,
// rates the final state attestation (DAK) exams, graduates the student, names the diploma, issues
// the diploma and its duplicate, and a visitor with no session opens the diploma's verification
// page (the address its QR code holds) and sees it genuine; an unknown address says so.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { apiCall, apiLogin, login, notice } from '../lib/app.js';
import { BASE_URL, openBrowser, shot, unique } from '../lib/browser.js';
import { newPinfl, uniqueName } from '../lib/people.js';

const GRADUATES = '/education-process-otm/graduates';
const CURRICULUM = 'Dasturiy injiniring (2025–2029)';

/** A group in the last semester of the demo curriculum with one student whose every subject is rated. */
async function finalYearStudent(fio) {
  const token = await apiLogin('otmadmin');
  const curricula = await apiCall(token, 'GET', `/curriculums/?search=${encodeURIComponent('Dasturiy injiniring')}&status=APPROVED&limit=50`);
  const curriculum = curricula.body.results.find((row) => row.name === CURRICULUM);
  assert.ok(curriculum, 'the demo curriculum is approved');
  const group = await apiCall(token, 'POST', '/edu-groups/', {
    name: unique('BIT-'),
    course: 2,
    current_semester: curriculum.number_of_semesters,
    number_of_students: 5,
    opened_year: curriculum.start_year,
    curriculum_id: curriculum.id,
    edu_direction_id: curriculum.edu_direction_id,
    edu_form: curriculum.edu_form,
    edu_language: curriculum.edu_language,
  });
  assert.equal(group.status, 201, JSON.stringify(group.body));
  const groupId = group.body.result.id;
  const student = await apiCall(token, 'POST', '/students/', {
    fio,
    pinfl: newPinfl('150503', '5'),
    serial_number: `AB${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`,
    birth_date: '2003-05-15',
    gender: 1,
    edu_group_id: groupId,
  });
  assert.equal(student.status, 201, JSON.stringify(student.body));
  const studentId = student.body.result.id;
  for (let semester = 1; semester <= curriculum.number_of_semesters; semester += 1) {
    const sheet = await apiCall(token, 'GET', `/edu-groups/${groupId}/ratings/?semester=${semester}`);
    assert.equal(sheet.status, 200, JSON.stringify(sheet.body));
    const ratings = sheet.body.result.subjects.map((subject) => ({ student_id: studentId, edu_subject_id: subject.id, rating: 4 }));
    const saved = await apiCall(token, 'PUT', `/edu-groups/${groupId}/ratings/?semester=${semester}`, { ratings });
    assert.equal(saved.status, 200, JSON.stringify(saved.body));
  }
  return studentId;
}

test('otmadmin rates the DAK exams, graduates a student, names and issues the diploma and its duplicate; a visitor verifies it', async () => {
  const fio = `Abdullayev ${uniqueName('Jamshid')} Olimovich`;
  const id = await finalYearStudent(fio);
  const diplomaNumber = String(Date.now()).slice(-7);
  const browser = await openBrowser();
  const { page } = browser;
  let visitor;
  try {
    await login(page, 'otmadmin');
    await page.getByRole('link', { name: 'Bitiruvchilar' }).click();
    await page.getByRole('heading', { name: 'Bitiruvchilar' }).waitFor();
    await page.getByRole('searchbox').fill(fio);
    await page.getByTestId('list-total').getByText('Jami: 1 ta').waitFor();
    await page.getByRole('link', { name: fio }).click();
    await page.waitForURL(`${BASE_URL}${GRADUATES}/preview/${id}`);

    // Every subject is rated; the DAK exams are not yet: the record says exactly that.
    const readiness = page.getByTestId('readiness');
    await readiness.and(page.locator('[data-ready="false"]')).waitFor();
    assert.match(await readiness.innerText(), /DAK: .+ — baho yo‘q/);
    assert.doesNotMatch(await readiness.innerText(), /semestr/);
    await shot(page, 'graduate-candidate');

    await page.getByRole('link', { name: 'DAK baholari' }).click();
    await page.waitForURL(`${BASE_URL}${GRADUATES}/exam-rating/${id}`);
    const exams = page.getByTestId('exam-ratings').getByRole('spinbutton');
    await exams.first().waitFor();
    for (const exam of await exams.all()) await exam.fill('5');
    await page.getByTestId('exam-ratings-save').click();
    await notice(page, 'Baholar saqlandi');

    // Ready now: graduate by an order.
    await page.getByRole('button', { name: 'Orqaga' }).click();
    await page.getByTestId('readiness').and(page.locator('[data-ready="true"]')).waitFor();
    await page.getByTestId('graduate-action').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Buyruq raqami').fill('77-B');
    await dialog.getByRole('button', { name: 'Saqlash' }).click();
    await notice(page, 'Talaba bitiruvchi sifatida qayd etildi');
    await page.getByTestId('graduate-card').getByText('Bitirgan', { exact: true }).waitFor();

    // The diploma's qualification, series and number.
    await page.getByRole('link', { name: 'Diplom ma’lumotlari' }).click();
    const form = page.getByTestId('naming-form');
    await form.getByLabel('Nomi (o‘zbekcha)').fill('Dasturiy injiniring bo‘yicha bakalavr');
    await form.getByLabel('Nomi (ruscha)').fill('Бакалавр программной инженерии');
    await form.getByLabel('Diplom seriyasi').fill('E');
    await form.getByLabel('Diplom raqami').fill(diplomaNumber);
    await form.getByRole('button', { name: 'Saqlash' }).click();
    await notice(page, 'Diplom ma’lumotlari saqlandi');
    await page.waitForURL(`${BASE_URL}${GRADUATES}/preview/${id}`);

    // The diploma, then its duplicate: two rows, the duplicate naming its original.
    const documents = page.getByTestId('graduate-documents');
    await documents.getByTestId('issue-DIPLOMA').click();
    await notice(page, 'Hujjat yaratildi');
    await documents.locator('tr[data-document="DIPLOMA"][data-duplicate="false"][data-status="VALID"]').waitFor();
    await documents.getByTestId('issue-DIPLOMA-duplicate').click();
    const duplicate = documents.locator('tr[data-document="DIPLOMA"][data-duplicate="true"]');
    await duplicate.waitFor();
    assert.match(await duplicate.innerText(), new RegExp(`E ${diplomaNumber} dublikati`));

    // The PDF downloads.
    const download = page.waitForEvent('download');
    await documents.locator('tr[data-duplicate="false"]').getByRole('button', { name: 'PDF yuklab olish' }).click();
    const file = await download;
    assert.match(file.suggestedFilename(), /^diploma-.*\.pdf$/);
    // A full-page picture shifts the page under the next click: taken once nothing is left to click.
    await shot(page, 'graduate-documents');

    // A visitor with no session opens what the QR code holds.
    const href = await documents.locator('tr[data-duplicate="false"]').getByRole('link', { name: 'Tekshirish sahifasi' }).getAttribute('href');
    assert.match(href, /^\/report\/[0-9a-f-]{36}$/);
    visitor = await openBrowser();
    await visitor.page.goto(href);
    await visitor.page.getByTestId('verification-status').and(visitor.page.locator('[data-status="VALID"]')).waitFor();
    const details = await visitor.page.getByTestId('verification-details').innerText();
    assert.ok(details.includes(fio), details);
    assert.ok(details.includes(`E ${diplomaNumber}`), details);
    assert.ok(!details.includes('AB'), 'no passport on the public page');
    await shot(visitor.page, 'report-public');
    await visitor.page.goto('/report/00000000-0000-4000-8000-000000000000');
    await visitor.page.getByText('Bunday hujjat topilmadi').waitFor();
  } finally {
    await visitor?.close();
    await browser.close();
  }
});
