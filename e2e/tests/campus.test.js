// Buildings, rooms and class hours of an institution, entered through the forms by its admin,
// with the server's refusals shown as it words them; a teacher has none of these screens.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { apiCall, apiLogin, chooseOption, login, menu, notice, searchList } from '../lib/app.js';
import { BASE_URL, openBrowser, shot, unique } from '../lib/browser.js';
import { eduProcessOtm, institutionInfoOtm } from '../lib/menus.js';

const SAVED = 'Muvaffaqiyatli saqlandi';
const DELETED = 'Muvaffaqiyatli o‘chirildi';
const NAME_TAKEN = 'Bu binoda shunday nomli xona allaqachon bor';

async function confirmDelete(row) {
  await row.getByRole('button', { name: 'O‘chirish' }).click();
  const dialog = row.page().getByRole('dialog');
  await dialog.getByText('Haqiqatdan o‘chirishni istaysizmi?').waitFor();
  await dialog.getByRole('button', { name: 'Ha' }).click();
}

/** Types HH:mm into a time picker's field, hours first, as a person does on the keyboard. */
async function typeTime(dialog, label, value) {
  const name = label === 'Boshlanish vaqti' ? 'start_time' : 'end_time';
  await dialog.getByRole('group', { name: label }).getByRole('spinbutton').first().click();
  await dialog.page().keyboard.type(value.replace(':', ''));
  await dialog
    .page()
    .waitForFunction(([field, text]) => document.querySelector(`[role="dialog"] input[name="${field}"]`)?.value === text, [name, value]);
}

const minutes = (time) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const time = (total) => `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;

async function themed(page, name) {
  await shot(page, `${name}-light`);
  await page.getByTestId('theme-toggle').click();
  await shot(page, `${name}-dark`);
  await page.getByTestId('theme-toggle').click();
}

test('otmadmin adds a building with two rooms and two class hours, sees the server refuse a taken name, an overlap and a building with rooms', async () => {
  const browser = await openBrowser();
  const { page } = browser;
  const buildingName = unique('E2E bino ');
  const admin = await apiLogin('otmadmin');
  const before = (await apiCall(admin, 'GET', '/class-hours/?limit=100')).body.results;
  const created = { buildingId: null };
  try {
    await login(page, 'otmadmin');
    const sections = await menu(page);
    assert.deepEqual(sections['institution-info'], institutionInfoOtm);
    assert.deepEqual(sections['edu-process-otm'], eduProcessOtm);

    // --- A building ---
    await page.getByRole('link', { name: 'Binolar' }).click();
    await page.getByRole('heading', { name: 'Binolar' }).waitFor();
    await page.getByRole('link', { name: 'Qo‘shish', exact: true }).click();
    await page.waitForURL(`${BASE_URL}/institution-information/building/add`);
    await page.getByRole('button', { name: 'Saqlash' }).click();
    assert.equal(await page.getByText('Iltimos, ushbu maydonni to‘ldiring').count(), 2, 'name and floors');
    await page.getByLabel('Qavatlar soni').fill('60');
    await page.getByText('1 dan 50 gacha butun son kiriting').waitFor();
    // An institution-level role works in its own institution: no institution to pick.
    assert.equal(await page.getByLabel('Ta’lim muassasasi (TM)').count(), 0);
    await shot(page, 'campus-building-validation');

    await page.getByLabel('Bino nomi').fill(buildingName);
    await page.getByLabel('Qavatlar soni').fill('3');
    await page.getByLabel('Manzili').fill('Toshkent, Amir Temur ko‘chasi, 108');
    await themed(page, 'campus-building-form');
    await page.getByRole('button', { name: 'Saqlash' }).click();
    await page.waitForURL(`${BASE_URL}/institution-information/building`);
    await notice(page, SAVED);
    await searchList(page, buildingName);
    const buildingRow = page.getByRole('row').filter({ hasText: buildingName });
    created.buildingId = Number(new URL(await buildingRow.getByRole('link', { name: 'Tahrirlash' }).getAttribute('href'), BASE_URL).pathname.split('/').pop());
    assert.match(await buildingRow.innerText(), /Amir Temur ko‘chasi, 108/);

    // --- Two rooms in it; the second is first refused for a name the building already has ---
    await buildingRow.getByRole('link', { name: 'Binoga xona qo‘shish' }).click();
    await page.waitForURL((url) => url.pathname === '/institution-information/room/add' && url.searchParams.get('building_id') === String(created.buildingId));
    const building = page.getByRole('combobox', { name: 'Bino' });
    await page.waitForFunction((name) => document.querySelector('input[name="building_id"]')?.value === name, buildingName);
    assert.equal(await building.inputValue(), buildingName);
    await page.getByText('-3 dan 3 gacha; yerto‘la qavatlari manfiy son bilan').waitFor();
    await page.getByLabel('Xona nomi').fill('101');
    await page.getByLabel('Qavat', { exact: false }).first().fill('1');
    await page.getByLabel('Sig‘imi (o‘rin)').fill('30');
    await chooseOption(page, page.getByRole('combobox', { name: 'Xona turi' }), 'Ma’ruza xonasi');
    await shot(page, 'campus-room-form');
    await page.getByRole('button', { name: 'Saqlash' }).click();
    await page.waitForURL((url) => url.pathname === '/institution-information/room' && url.searchParams.get('building_id') === String(created.buildingId));
    await notice(page, SAVED);
    await page.getByTestId('list-total').getByText('Jami: 1 ta').waitFor();

    await page.getByRole('link', { name: 'Qo‘shish', exact: true }).click();
    await page.waitForFunction((name) => document.querySelector('input[name="building_id"]')?.value === name, buildingName);
    await page.getByLabel('Xona nomi').fill('101');
    await page.getByLabel('Qavat', { exact: false }).first().fill('4');
    await page.getByLabel('Sig‘imi (o‘rin)').fill('24');
    await chooseOption(page, page.getByRole('combobox', { name: 'Xona turi' }), 'Kompyuter xonasi');
    await page.getByRole('button', { name: 'Saqlash' }).click();
    // The building has 3 floors: the form says so before asking the server.
    await page.getByText('-3 dan 3 gacha butun son kiriting').waitFor();
    await page.getByLabel('Qavat', { exact: false }).first().fill('2');
    await page.getByRole('button', { name: 'Saqlash' }).click();
    await notice(page, NAME_TAKEN);
    await page.getByTestId('room-form').getByText(NAME_TAKEN).waitFor();
    assert.equal(new URL(page.url()).pathname, '/institution-information/room/add');
    await themed(page, 'campus-room-name-taken');
    await page.getByLabel('Xona nomi').fill('Kompyuter xonasi 2');
    await page.getByRole('button', { name: 'Saqlash' }).click();
    await page.waitForURL((url) => url.pathname === '/institution-information/room');
    await notice(page, SAVED);
    await page.getByTestId('list-total').getByText('Jami: 2 ta').waitFor();

    // Edit the second room: more seats.
    const computerRoom = page.getByRole('row').filter({ hasText: 'Kompyuter xonasi 2' });
    assert.match(await computerRoom.innerText(), /Kompyuter xonasi\s+24|24\s+Kompyuter xonasi/);
    await computerRoom.getByRole('link', { name: 'Tahrirlash' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/institution-information/room/edit/'));
    await page.waitForFunction(() => document.querySelector('input[name="name"]')?.value === 'Kompyuter xonasi 2');
    await page.getByLabel('Sig‘imi (o‘rin)').fill('28');
    await page.getByRole('button', { name: 'Saqlash' }).click();
    // Back to the list it was opened from, still showing this building's rooms.
    await page.waitForURL((url) => url.pathname === '/institution-information/room' && url.searchParams.get('building_id') === String(created.buildingId));
    await notice(page, SAVED);
    await page.getByTestId('list-total').getByText('Jami: 2 ta').waitFor();
    // The list shown from the cache is refreshed from the server.
    await page.getByRole('row').filter({ hasText: 'Kompyuter xonasi 2' }).getByRole('cell', { name: '28', exact: true }).waitFor();
    assert.match(await page.getByRole('row').filter({ hasText: '101' }).innerText(), /Ma’ruza xonasi/);
    await themed(page, 'campus-rooms-list');

    // --- The building still has rooms: the server refuses to delete it and says how many ---
    await page.getByRole('link', { name: 'Binolar' }).click();
    // The rooms list has a search box too: wait for the buildings list before typing.
    await page.getByRole('heading', { name: 'Binolar' }).waitFor();
    await searchList(page, buildingName);
    // The count shown from the cache is refreshed from the server.
    await buildingRow.getByTestId('rooms-count').getByText('2', { exact: true }).waitFor();
    await themed(page, 'campus-buildings-list');
    await confirmDelete(buildingRow);
    await notice(page, 'Binoni o‘chirib bo‘lmaydi: unda 2 ta xona bor. Avval xonalarni o‘chiring');
    await shot(page, 'campus-building-has-rooms');
    await page.getByTestId('list-total').getByText('Jami: 1 ta').waitFor();

    // --- Delete a room; the building's count follows ---
    await buildingRow.getByTestId('rooms-count').click();
    await page.waitForURL((url) => url.pathname === '/institution-information/room' && url.searchParams.get('building_id') === String(created.buildingId));
    await page.getByTestId('list-total').getByText('Jami: 2 ta').waitFor();
    await confirmDelete(page.getByRole('row').filter({ hasText: '101' }));
    await notice(page, DELETED);
    await page.getByTestId('list-total').getByText('Jami: 1 ta').waitFor();

    // --- Class hours: two periods, an overlapping one refused, one edited ---
    await page.getByRole('link', { name: 'Dars soatlari' }).click();
    await page.getByRole('heading', { name: 'Dars soatlari' }).waitFor();
    await page.getByTestId('list-total').waitFor();
    const last = before.reduce((latest, hour) => Math.max(latest, minutes(hour.end_time)), minutes('08:20'));
    const first = before.reduce((max, hour) => Math.max(max, hour.number), 0) + 1;
    assert.ok(first + 1 <= 20 && last + 180 < 24 * 60, 'room for two more periods today');
    const periods = [
      { number: first, start: time(last + 10), end: time(last + 90) },
      { number: first + 1, start: time(last + 100), end: time(last + 180) },
    ];

    for (const period of periods) {
      await page.getByRole('button', { name: 'Qo‘shish', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Dars soati qo‘shish' });
      await dialog.waitFor();
      assert.equal(await dialog.getByLabel('Tartib raqami').inputValue(), String(period.number), 'the next number is proposed');
      await typeTime(dialog, 'Boshlanish vaqti', period.start);
      await typeTime(dialog, 'Tugash vaqti', period.end);
      if (period === periods[0]) {
        await shot(page, 'campus-class-hour-dialog-light');
        // The clock: 24-hour, hours then minutes.
        await dialog.getByRole('button', { name: `Vaqtni tanlang, tanlangan vaqt: ${period.end}` }).click();
        const ok = page.getByRole('button', { name: 'Tayyor' });
        await ok.waitFor();
        await shot(page, 'campus-class-hour-picker-light');
        await page.keyboard.press('Escape');
        await ok.waitFor({ state: 'detached' });
      }
      await dialog.getByRole('button', { name: 'Saqlash' }).click();
      await dialog.waitFor({ state: 'detached' });
      await notice(page, SAVED);
      await page.getByRole('row').filter({ hasText: `${period.number}-dars soati` }).waitFor();
    }

    // A period that starts inside the first one is refused, in the server's words (seen in the dark theme).
    await page.getByTestId('theme-toggle').click();
    await page.getByRole('button', { name: 'Qo‘shish', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Dars soati qo‘shish' });
    await dialog.waitFor();
    await typeTime(dialog, 'Boshlanish vaqti', time(last + 30));
    await typeTime(dialog, 'Tugash vaqti', time(last + 20));
    await dialog.getByRole('button', { name: 'Saqlash' }).click();
    await dialog.getByText('Tugash vaqti boshlanish vaqtidan keyin bo‘lishi kerak').waitFor();
    await typeTime(dialog, 'Tugash vaqti', time(last + 110));
    await dialog.getByRole('button', { name: 'Saqlash' }).click();
    const overlap = `Vaqt ${first}-dars soati bilan ustma-ust tushadi`;
    await dialog.getByTestId('class-hour-error').getByText(overlap).waitFor();
    await notice(page, overlap);
    await shot(page, 'campus-class-hour-overlap-dark');
    await dialog.getByRole('button', { name: 'Bekor qilish' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByTestId('theme-toggle').click();

    // Edit the second period: it ends ten minutes later.
    const second = page.getByRole('row').filter({ hasText: `${first + 1}-dars soati` });
    await second.getByRole('button', { name: 'Tahrirlash' }).click();
    const edit = page.getByRole('dialog', { name: 'Dars soatini tahrirlash' });
    await edit.waitFor();
    assert.equal(await edit.locator('input[name="start_time"]').inputValue(), periods[1].start);
    await typeTime(edit, 'Tugash vaqti', time(last + 190));
    await edit.getByRole('button', { name: 'Saqlash' }).click();
    await edit.waitFor({ state: 'detached' });
    await notice(page, SAVED);
    await second.getByText(time(last + 190)).waitFor();
    assert.match(await second.innerText(), /90 daqiqa/);
    const firstRow = await page.getByRole('row').filter({ hasText: `${first}-dars soati` }).first().innerText();
    assert.match(firstRow, new RegExp(`${periods[0].start}\\s+${periods[0].end}\\s+80 daqiqa`));
    await themed(page, 'campus-class-hours-list');
    assert.deepEqual(browser.errors, []);
  } finally {
    await browser.close();
    // Leave the database as it was: the class hours added, the room left and the building.
    const known = new Set(before.map((hour) => hour.id));
    for (const hour of (await apiCall(admin, 'GET', '/class-hours/?limit=100')).body?.results ?? []) {
      if (!known.has(hour.id)) await apiCall(admin, 'DELETE', `/class-hours/${hour.id}/`);
    }
    if (created.buildingId) {
      const rooms = await apiCall(admin, 'GET', `/rooms/?building_id=${created.buildingId}&limit=100`);
      for (const room of rooms.body?.results ?? []) await apiCall(admin, 'DELETE', `/rooms/${room.id}/`);
      await apiCall(admin, 'DELETE', `/buildings/${created.buildingId}/`);
    }
  }
});

test('superadmin, at ministry level, picks the institution of a new building and filters the list by institution', async () => {
  const browser = await openBrowser();
  const { page } = browser;
  const buildingName = unique('E2E litsey binosi ');
  try {
    await login(page, 'superadmin');
    const sections = await menu(page);
    assert.deepEqual(sections['institution-info'], ['Binolar', 'Xonalar']);
    await page.getByRole('link', { name: 'Binolar' }).click();
    await page.getByRole('columnheader', { name: 'Ta’lim muassasasi (TM)' }).waitFor();
    await page.getByRole('link', { name: 'Qo‘shish', exact: true }).click();
    await page.waitForURL(`${BASE_URL}/institution-information/building/add`);
    await page.getByRole('button', { name: 'Saqlash' }).click();
    assert.equal(await page.getByText('Iltimos, ushbu maydonni to‘ldiring').count(), 3, 'institution, name and floors');

    const institution = page.getByRole('combobox', { name: 'Ta’lim muassasasi (TM)' });
    await institution.click();
    const lyceum = page.getByRole('option', { name: /litsey/ }).first();
    const lyceumName = (await lyceum.innerText()).trim();
    await lyceum.click();
    await page.getByLabel('Bino nomi').fill(buildingName);
    await page.getByLabel('Qavatlar soni').fill('2');
    await themed(page, 'campus-building-form-ministry');
    await page.getByRole('button', { name: 'Saqlash' }).click();
    await page.waitForURL(`${BASE_URL}/institution-information/building`);
    await notice(page, SAVED);

    // The institution filter is kept in the URL, beside the search.
    await chooseOption(page, page.getByRole('combobox', { name: 'Ta’lim muassasasi (TM)' }), lyceumName);
    await page.waitForURL((url) => url.searchParams.has('institution_id'));
    await searchList(page, buildingName);
    const row = page.getByRole('row').filter({ hasText: buildingName });
    assert.match(await row.innerText(), new RegExp(lyceumName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
    await themed(page, 'campus-buildings-list-ministry');
    await confirmDelete(row);
    await notice(page, DELETED);
    await page.getByTestId('list-total').getByText('Jami: 0 ta').waitFor();

    // Class hours: the ministry chooses whose.
    await page.getByRole('link', { name: 'Dars soatlari' }).click();
    await page.getByRole('combobox', { name: 'Ta’lim muassasasi (TM)' }).waitFor();
    await page.getByRole('button', { name: 'Qo‘shish', exact: true }).click();
    await page.getByRole('dialog').getByRole('combobox', { name: 'Ta’lim muassasasi (TM)' }).waitFor();
    await shot(page, 'campus-class-hour-dialog-ministry');
    await page.getByRole('dialog').getByRole('button', { name: 'Bekor qilish' }).click();
    assert.deepEqual(browser.errors, []);
  } finally {
    await browser.close();
    const admin = await apiLogin('superadmin');
    const found = await apiCall(admin, 'GET', `/buildings/?search=${encodeURIComponent(buildingName)}`);
    for (const building of found.body?.results ?? []) await apiCall(admin, 'DELETE', `/buildings/${building.id}/`);
  }
});

test('a teacher sees neither campus section, and their addresses show the not-found page', async () => {
  const browser = await openBrowser();
  const { page } = browser;
  try {
    await login(page, 'teacher');
    const sections = await menu(page);
    assert.equal(sections['institution-info'], undefined);
    assert.equal(sections['edu-process-otm'], undefined);
    for (const name of ['Binolar', 'Xonalar', 'Dars soatlari']) assert.equal(await page.getByRole('link', { name }).count(), 0);
    for (const path of [
      '/institution-information/building',
      '/institution-information/building/add',
      '/institution-information/room',
      '/institution-information/room/edit/1',
      '/education-process-otm/class-hours',
    ]) {
      await page.goto(path);
      await page.getByText('Sahifa topilmadi').waitFor();
    }
    await shot(page, 'campus-teacher-not-found');
    assert.deepEqual(browser.errors, []);
  } finally {
    await browser.close();
  }
});
