// Groups and students: an institution's admin opens a group on an approved curriculum, enrols a
// student by hand and two from a file (after a refused file adds nobody), splits the group into
// subgroups for a subject, fills the rating sheet with the keyboard, and sends a student on academic
// leave and back; the ministry reads the students of every institution.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { choose, login, notice, searchList } from '../lib/app.js';
import { BASE_URL, openBrowser, shot, unique } from '../lib/browser.js';
import { newPinfl, uniqueName } from '../lib/people.js';

const GROUPS = '/education-process-otm/group';
const STUDENTS = '/education-process-otm/students';
const SAVED = 'Muvaffaqiyatli saqlandi';
const CURRICULUM = 'Dasturiy injiniring (2025–2029)';
// Subjects the demo curriculum places in semester 3, the current one of a second-year group.
const SUBJECT = 'Dasturlash asoslari';
const SECOND_SUBJECT = 'O‘zbekiston tarixi';

/** The id at the end of the current address (/preview/:id, /rating/:id). */
const idInUrl = (page) => Number(new URL(page.url()).pathname.split('/').pop());

/** A CSV file as the import takes it: the header names the columns by field. */
function csv(rows) {
  const lines = ['fio,pinfl,serial_number,birth_date,gender', ...rows.map((row) => row.join(','))];
  return { name: 'oquvchilar.csv', mimeType: 'text/csv', buffer: Buffer.from(`${lines.join('\n')}\n`, 'utf8') };
}

async function importFile(page, group, file) {
  await page.getByRole('button', { name: 'Fayldan yuklash' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByText('O‘quvchilarni fayldan yuklash').waitFor();
  await choose(dialog, 'Guruh', group);
  await dialog.getByTestId('student-import-file').setInputFiles(file);
  await dialog.getByTestId('student-import-filename').getByText(file.name).waitFor();
  await dialog.getByRole('button', { name: 'Yuklash' }).click();
  return dialog;
}

/** The cells of the rating sheet as rows of the values shown, in the order of the students. */
async function sheetValues(page) {
  const rows = page.getByTestId('rating-sheet').locator('tbody tr');
  await rows.first().waitFor();
  const result = [];
  for (const row of await rows.all()) {
    const cells = row.locator('input');
    const values = [];
    for (const cell of await cells.all()) values.push(await cell.inputValue());
    result.push(values);
  }
  return result;
}

test('otmadmin opens a group, enrols students by hand and from a file, splits subgroups, rates with the keyboard and sends a student on leave and back', async () => {
  const browser = await openBrowser();
  const { page } = browser;
  const groupName = unique('E2E-');
  // Surnames in alphabetical order: the group lists its students by surname.
  const handMade = `Aliyev ${uniqueName('Sardor')} Karimovich`;
  const imported = [`Boboyev ${uniqueName('Jasur')} Anvarovich`, `Karimova ${uniqueName('Malika')} Rustamovna`];
  const pinfls = [newPinfl('150506', '5'), newPinfl('020706', '5'), newPinfl('110906', '6')];
  try {
    await login(page, 'otmadmin');

    // A group on the approved curriculum: its direction, form and language come with it.
    await page.getByRole('link', { name: 'Guruhlar' }).click();
    await page.getByRole('heading', { name: 'Guruhlar' }).waitFor();
    await page.getByTestId('list-total').getByText(/Jami: \d+ ta/).waitFor();
    await page.getByRole('link', { name: 'Qo‘shish' }).click();
    await page.waitForURL(`${BASE_URL}${GROUPS}/add`);
    // Within the form: until the new page shows, the list's search box ("Guruh nomi bo‘yicha qidirish") is the one on screen.
    await page.getByTestId('group-form').getByLabel('Guruh nomi').fill(groupName);
    await choose(page, 'Kurs', '2-kurs');
    await choose(page, 'Joriy semestr', '3-semestr');
    await page.getByLabel('Qabul qilinadigan o‘quvchilar soni').fill('3');
    await page.getByLabel('Ochilgan yili').fill('2025');
    await page.getByRole('combobox', { name: 'O‘quv reja' }).click();
    await page.getByRole('option', { name: CURRICULUM }).click();
    await page.getByRole('combobox', { name: 'Yo‘nalish' }).and(page.locator(':not([value=""])')).waitFor();
    await shot(page, 'group-add');
    await page.getByRole('button', { name: 'Saqlash' }).click();
    await notice(page, SAVED);
    await page.waitForURL(new RegExp(`${GROUPS}/preview/\\d+$`));
    const groupId = idInUrl(page);
    const card = page.getByTestId('group-preview');
    await card.getByText(groupName).waitFor();
    await card.getByText(CURRICULUM).waitFor();

    // One student by hand: the PINFL fills the birth date and the gender.
    await page.getByRole('link', { name: 'O‘quvchilar', exact: true }).click();
    await page.getByRole('heading', { name: 'O‘quvchilar' }).waitFor();
    await page.getByRole('link', { name: 'Qo‘shish' }).click();
    await page.waitForURL(`${BASE_URL}${STUDENTS}/add`);
    const form = page.getByTestId('student-form');
    await form.getByLabel('F.I.Sh.').fill(handMade);
    await form.getByLabel('JSHSHIR').fill(pinfls[0]);
    await page.waitForFunction(() => document.querySelector('input[name="birth_date"]')?.value === '15.05.2006');
    await form.getByLabel('Pasport seriyasi va raqami').fill('AB1234567');
    await choose(page, 'Guruh', `${groupName} (2-kurs)`);
    await page.getByRole('button', { name: 'Saqlash' }).click();
    await notice(page, SAVED);
    await page.waitForURL(new RegExp(`${STUDENTS}/preview/\\d+$`));
    const studentId = idInUrl(page);
    await page.getByTestId('student-preview').getByText(handMade).waitFor();
    await page.getByTestId('student-preview').getByText("O'qimoqda").waitFor();

    // A file with one bad row adds nobody and names the row; the corrected file adds both.
    await page.goto(STUDENTS);
    const badPinfl = `${pinfls[2].slice(0, 13)}${(Number(pinfls[2][13]) + 1) % 10}`;
    let dialog = await importFile(
      page,
      `${groupName} (2-kurs)`,
      csv([
        [imported[0], pinfls[1], 'AC1234567', '02.07.2006', '1'],
        [imported[1], badPinfl, 'AD1234567', '11.09.2006', '2'],
      ]),
    );
    await dialog.getByText('Fayl qabul qilinmadi, hech kim qo‘shilmadi. Quyidagi qatorlarni to‘g‘rilang').waitFor();
    const refused = dialog.getByTestId('student-import-rows').locator('tbody tr');
    assert.equal(await refused.count(), 1, 'only the bad row is named');
    assert.deepEqual(
      (await refused.locator('td').allInnerTexts()).map((text) => text.trim()),
      ['3', 'JSHSHIR', 'JSHSHIR nazorat raqami noto‘g‘ri'],
      'the header is line 1; the column is named as the template names it',
    );
    await shot(page, 'student-import-refused');
    await dialog.getByRole('button', { name: 'Bekor qilish' }).click();
    await searchList(page, pinfls[1], 0);

    dialog = await importFile(
      page,
      `${groupName} (2-kurs)`,
      csv([
        [imported[0], pinfls[1], 'AC1234567', '02.07.2006', '1'],
        [imported[1], pinfls[2], 'AD1234567', '11.09.2006', '2'],
      ]),
    );
    await dialog.getByTestId('student-import-done').getByText('2 ta o‘quvchi qo‘shildi').waitFor();
    await shot(page, 'student-import-done');
    await dialog.getByRole('button', { name: 'Yopish' }).click();
    await searchList(page, pinfls[2], 1);

    // The group is now full: its card counts three of three.
    await page.goto(`${GROUPS}/preview/${groupId}`);
    await page.getByTestId('group-students-table').getByText(imported[1]).waitFor();
    assert.equal(await page.getByTestId('group-students-table').locator('tbody tr').count(), 3);
    await page.goto(`${GROUPS}?search=${encodeURIComponent(groupName)}`);
    await page.getByTestId('group-students').getByText('3 / 3').waitFor();

    // Subgroups for one subject: both start empty, every student placed by select, then saved.
    await page.goto(`${GROUPS}/preview/${groupId}/grouping`);
    await page.getByRole('row', { name: new RegExp(SUBJECT) }).getByRole('link', { name: 'Guruhchalarga ajratish' }).click();
    await page.waitForURL(new RegExp(`${GROUPS}/preview/${groupId}/grouping/\\d+\\?semester=3$`));
    await page.getByTestId('subgroup-unplaced').getByText('Joylanmagan (3)').waitFor();
    const place = async (name, subgroup) => {
      const row = page.locator('[data-testid^="student-"]').filter({ hasText: name });
      await choose(row, 'Guruhcha', subgroup);
    };
    await page.getByRole('button', { name: 'Saqlash' }).click();
    await page.getByTestId('subgroups-unplaced').waitFor();
    await place(handMade, '1-guruhcha');
    await place(imported[0], '1-guruhcha');
    await place(imported[1], '2-guruhcha');
    assert.equal(await page.getByTestId('subgroup-unplaced').count(), 0, 'nobody is left unplaced');
    await page.getByRole('button', { name: 'Saqlash' }).click();
    await notice(page, SAVED);
    await page.reload();
    await page.getByTestId('subgroup-0').getByText('2 ta o‘quvchi').waitFor();
    await page.getByTestId('subgroup-1').getByText('1 ta o‘quvchi').waitFor();
    assert.equal(await page.getByTestId('subgroup-1').getByText(imported[1]).count(), 1);
    await shot(page, 'group-subgroups');

    // The rating sheet, typed with the keyboard: Enter goes down, the arrows across; 9 is refused at once.
    await page.goto(`${GROUPS}/rating/${groupId}`);
    await page.getByTestId('rating-sheet').waitFor();
    assert.deepEqual(await sheetValues(page), [['', ''], ['', ''], ['', '']]);
    await page.getByLabel(`${handMade}, ${SUBJECT}`).click();
    await page.keyboard.type('5');
    await page.keyboard.press('Enter');
    await page.keyboard.type('4');
    await page.keyboard.press('Enter');
    await page.keyboard.type('9');
    await page.getByTestId('rating-invalid').waitFor();
    assert.equal(await page.getByRole('button', { name: 'Saqlash' }).isDisabled(), true, 'an invalid cell holds Save back');
    await page.keyboard.press('Backspace');
    await page.keyboard.type('3');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.type('5');
    await page.getByTestId('rating-invalid').waitFor({ state: 'detached' });
    await page.getByTestId('rating-changed').getByText('O‘zgartirilgan kataklar: 4').waitFor();
    await page.getByRole('button', { name: 'Saqlash' }).click();
    await notice(page, SAVED);
    await page.reload();
    await page.getByTestId('rating-sheet').waitFor();
    assert.deepEqual(await sheetValues(page), [['5', ''], ['4', ''], ['3', '5']]);
    assert.equal(await page.getByLabel(`${imported[1]}, ${SECOND_SUBJECT}`).inputValue(), '5');
    await shot(page, 'group-rating');

    // Academic leave and back: each move is in the status history and in the History tab.
    await page.goto(`${STUDENTS}/preview/${studentId}`);
    const move = async (to, reason, order) => {
      await page.getByRole('button', { name: 'Holatini o‘zgartirish' }).click();
      const status = page.getByRole('dialog');
      await choose(status, 'Yangi holat', to);
      await status.getByLabel('Sabab').fill(reason);
      await status.getByLabel('Buyruq raqami').fill(order);
      await status.getByRole('button', { name: 'Saqlash' }).click();
      await notice(page, 'Holat o‘zgartirildi');
      await status.waitFor({ state: 'detached' });
      await page.getByTestId('student-preview').getByText(to, { exact: true }).waitFor();
    };
    await move("Akademik ta'til", 'Sog‘lig‘i sababli', 'B-101');
    await move("O'qimoqda", 'Ta’tildan qaytdi', 'B-102');
    const history = page.getByTestId('student-status-history').locator('tbody tr');
    await history.nth(1).waitFor();
    const rows = [];
    for (const row of await history.all()) rows.push((await row.locator('td').allInnerTexts()).map((text) => text.trim()).slice(1, 5));
    assert.deepEqual(
      rows.sort((a, b) => a[3].localeCompare(b[3])),
      [
        ["O'qimoqda", "Akademik ta'til", 'Sog‘lig‘i sababli', 'B-101'],
        ["Akademik ta'til", "O'qimoqda", 'Ta’tildan qaytdi', 'B-102'],
      ],
    );
    await shot(page, 'student-status-history');
    await page.getByRole('tab', { name: 'Tarix' }).click();
    await page.waitForURL((url) => url.searchParams.get('tab') === 'history');
    await page.getByTestId('history-entry').nth(2).waitFor();
    assert.equal(await page.locator('[data-testid="history-entry"] [data-action="create"]').count(), 1, 'the enrolment is the first entry');

    assert.deepEqual(browser.errors, []);
  } finally {
    await browser.close();
  }
});

test('the ministry reads the students of every institution, read-only, and filters them by institution', async () => {
  const browser = await openBrowser();
  const { page } = browser;
  try {
    await login(page, 'ministry');
    await page.getByRole('link', { name: 'O‘quvchilar', exact: true }).click();
    await page.waitForURL(`${BASE_URL}/administrative-process-otv/students`);
    await page.getByTestId('list-total').getByText(/Jami: \d+ ta/).waitFor();
    assert.equal(await page.getByRole('link', { name: 'Qo‘shish' }).count(), 0, 'the ministry adds no student');
    assert.equal(await page.getByRole('button', { name: 'Fayldan yuklash' }).count(), 0, 'nor imports them');
    await choose(page, 'Ta’lim muassasasi (TM)', 'Muhammad al-Xorazmiy nomidagi Toshkent axborot texnologiyalari universiteti');
    await page.waitForURL((url) => url.searchParams.has('institution_id'));
    await page.getByTestId('list-total').getByText(/Jami: \d+ ta/).waitFor();
    await page.getByRole('link', { name: 'Ko‘rish' }).first().click();
    await page.getByTestId('student-preview').getByText('Ta’lim muassasasi (TM)').waitFor();
    assert.equal(await page.getByRole('button', { name: 'Holatini o‘zgartirish' }).count(), 0, 'read-only');
    assert.equal(await page.getByRole('link', { name: 'Tahrirlash' }).count(), 0, 'read-only');
    await shot(page, 'students-ministry');
    assert.deepEqual(browser.errors, []);
  } finally {
    await browser.close();
  }
});
