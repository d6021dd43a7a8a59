import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSession } from '@/store/session';
import { mockFetch, type Call } from '@/test/fetch';
import { renderRoutes } from '@/test/render';
import { jasurPinfl, list, mathematics, nodira, nodiraPinfl, referenceAnswers, staffAdmin, staffMember } from '@/test/staff';
import { staffPaths } from '../paths';
import StaffAddPage from './StaffAddPage';
import StaffEditPage from './StaffEditPage';

// Whole forms with pickers and menus driven key by key in jsdom: slower than the 5 s default on 2 cores.
jest.setTimeout(240_000);

const routes = [
  { path: staffPaths.list, element: <p>staff list</p> },
  { path: staffPaths.add, element: <StaffAddPage /> },
  { path: staffPaths.edit, element: <StaffEditPage /> },
  { path: staffPaths.preview, element: <p>staff preview</p> },
];

type Answers = Parameters<typeof mockFetch>[0];

function setup(path: string, answers: Answers = {}) {
  useSession.setState({ status: 'finished', authenticated: true, profile: staffAdmin() });
  const fetch = mockFetch({
    ...referenceAnswers,
    'GET /api/v1/citizens/': (call) => list(call.query.get('pinfl') === nodiraPinfl ? [nodira] : []),
    'POST /api/v1/staffs/': { status: 201, body: { result: staffMember(9) } },
    'GET /api/v1/staffs/5/': { status: 200, body: { result: staffMember(5) } },
    'PUT /api/v1/staffs/5/': { status: 200, body: { result: staffMember(5, { version: 4 }) } },
    ...answers,
  });
  return { ...fetch, ...renderRoutes(routes, path) };
}

const pinflField = () => screen.getByRole('textbox', { name: /JSHSHIR/ });
const birthDate = () => (document.querySelector('input[name="citizen.birth_date"]') as HTMLInputElement).value;
const posted = (calls: Call[], method = 'POST') => calls.find((call) => call.method === method && call.path.startsWith('/api/v1/staffs/'))?.body;
const citizenCalls = (calls: Call[]) => calls.filter((call) => call.path === '/api/v1/citizens/').map((call) => call.query.get('pinfl'));

/** Replaces a field's text as a paste does: one change instead of a keystroke per character (slow in jsdom). */
async function fill(field: HTMLElement, text: string) {
  await userEvent.clear(field);
  await userEvent.click(field);
  await userEvent.paste(text);
}

async function search(pinfl: string) {
  await fill(pinflField(), pinfl);
  await userEvent.click(screen.getByRole('button', { name: 'Qidirish' }));
}

async function choose(container: HTMLElement, field: RegExp, option: string) {
  await userEvent.click(within(container).getByRole('combobox', { name: field }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

const row = (number: number) => screen.getByRole('group', { name: `${number}-lavozim` });

describe('staff add page', () => {
  it('starts with the PINFL alone and refuses a malformed one or a wrong check digit without asking the server', async () => {
    const { calls } = setup('/administrative-process-tm/staff/add');
    expect(await screen.findByText('Avval xodimning JSHSHIRini kiriting va qidiring')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Saqlash' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Familiyasi/ })).not.toBeInTheDocument();

    await search('1234');
    expect(pinflField()).toHaveAccessibleDescription('JSHSHIR 14 ta raqamdan iborat bo‘lishi kerak');
    await search(`${jasurPinfl.slice(0, 13)}${(Number(jasurPinfl[13]) + 1) % 10}`);
    expect(pinflField()).toHaveAccessibleDescription('JSHSHIR nazorat raqami noto‘g‘ri');
    // Letters never get into the field.
    await userEvent.type(pinflField(), 'ab');
    expect(pinflField()).toHaveValue(`${jasurPinfl.slice(0, 13)}${(Number(jasurPinfl[13]) + 1) % 10}`);
    expect(citizenCalls(calls)).toEqual([]);
  });

  it('shows the server’s refusal of a PINFL under the field', async () => {
    setup('/administrative-process-tm/staff/add', {
      'GET /api/v1/citizens/': { status: 422, body: { error: { code: 'validation', messages: ['Xato'], fields: { pinfl: ['JSHSHIRdagi tug‘ilgan sana noto‘g‘ri'] } } } },
    });
    await screen.findByRole('button', { name: 'Qidirish' });
    await search(jasurPinfl);
    await waitFor(() => expect(pinflField()).toHaveAccessibleDescription('JSHSHIRdagi tug‘ilgan sana noto‘g‘ri'));
    expect(screen.queryByRole('button', { name: 'Saqlash' })).not.toBeInTheDocument();
  });

  it('adds a new person with two positions: birth date and sex from the PINFL, subjects for the teaching one', async () => {
    const { calls, router } = setup('/administrative-process-tm/staff/add');
    await screen.findByRole('button', { name: 'Qidirish' });
    await search(jasurPinfl);
    expect(await screen.findByTestId('citizen-lookup')).toHaveTextContent('Bu JSHSHIR bilan shaxs topilmadi');
    expect(citizenCalls(calls)).toEqual([jasurPinfl]);
    expect(birthDate()).toBe('03.09.1991');
    expect(screen.getByRole('combobox', { name: /Jinsi/ })).toHaveTextContent('Erkak');

    await fill(screen.getByRole('textbox', { name: /Familiyasi/ }), 'Karimov');
    await fill(screen.getByRole('textbox', { name: /^Ismi/ }), 'Jasur');
    await fill(screen.getByRole('textbox', { name: /Otasining ismi/ }), 'Olimovich');
    await fill(screen.getByRole('textbox', { name: /Pasport/ }), 'ac 7654321');
    expect(screen.getByRole('textbox', { name: /Pasport/ })).toHaveValue('AC7654321');

    // A teaching position offers the subjects taught; a non-teaching one does not.
    expect(within(row(1)).queryByRole('combobox', { name: /O‘qitadigan fanlari/ })).not.toBeInTheDocument();
    await choose(row(1), /Lavozim/, 'Dotsent');
    const picker = within(row(1)).getByRole('combobox', { name: /O‘qitadigan fanlari/ });
    await userEvent.type(picker, 'mat');
    await waitFor(() => expect(calls.some((call) => call.path === '/api/v1/edu-subjects/' && call.query.get('search') === 'mat')).toBe(true));
    await userEvent.click(await screen.findByRole('option', { name: /Oliy matematika/ }));

    await userEvent.click(screen.getByRole('button', { name: 'Lavozim qo‘shish' }));
    await choose(row(2), /Lavozim/, 'Dekan');
    expect(within(row(2)).queryByRole('combobox', { name: /O‘qitadigan fanlari/ })).not.toBeInTheDocument();
    await choose(row(2), /Ish shakli/, 'Ichki o‘rindosh');
    await userEvent.type(within(row(2)).getByRole('spinbutton', { name: /Stavka/ }), '0.5');
    expect(screen.getByTestId('rate-total')).toHaveTextContent('Jami stavka: 1,5');

    await userEvent.click(screen.getByRole('button', { name: 'Saqlash' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/administrative-process-tm/staff/preview/9'));
    expect(posted(calls)).toEqual({
      citizen: {
        last_name: 'Karimov',
        first_name: 'Jasur',
        middle_name: 'Olimovich',
        pinfl: jasurPinfl,
        birth_date: '1991-09-03',
        gender: 1,
        passport: 'AC7654321',
      },
      status: 'ACTIVE',
      staff_positions: [
        { position_id: 7, work_form: 'MAIN', rate: 1, edu_subject_ids: [mathematics.id] },
        { position_id: 4, work_form: 'INTERNAL_PART_TIME', rate: 0.5, edu_subject_ids: [] },
      ],
    });
    expect(await screen.findByTestId('notice')).toHaveTextContent('Muvaffaqiyatli saqlandi');
  });

  it('reuses a person found by PINFL: their details are filled in and sent with the PINFL the server matches them by', async () => {
    const { calls } = setup('/administrative-process-tm/staff/add');
    await screen.findByRole('button', { name: 'Qidirish' });
    await search(nodiraPinfl);
    expect(await screen.findByTestId('citizen-lookup')).toHaveTextContent('Shaxs topildi');
    expect(screen.getByRole('textbox', { name: /Familiyasi/ })).toHaveValue('Aliyeva');
    expect(screen.getByRole('textbox', { name: /Otasining ismi/ })).toHaveValue('Karimovna');
    expect(screen.getByRole('textbox', { name: /Pasport/ })).toHaveValue('AB1234567');
    expect(birthDate()).toBe('12.05.1988');
    expect(screen.getByRole('combobox', { name: /Jinsi/ })).toHaveTextContent('Ayol');
    await choose(row(1), /Lavozim/, 'Kutubxonachi');
    await userEvent.click(screen.getByRole('button', { name: 'Saqlash' }));
    await waitFor(() => expect(posted(calls)).toBeDefined());
    expect(posted(calls)).not.toHaveProperty('citizen_id');
    expect(posted(calls)).toMatchObject({
      citizen: { last_name: 'Aliyeva', pinfl: nodiraPinfl, birth_date: '1988-05-12', gender: 2 },
      staff_positions: [{ position_id: 14, work_form: 'MAIN', rate: 1, edu_subject_ids: [] }],
    });
  });

  it('hides the person again when the PINFL changes after a search, until it is searched', async () => {
    setup('/administrative-process-tm/staff/add');
    await screen.findByRole('button', { name: 'Qidirish' });
    await search(nodiraPinfl);
    await screen.findByTestId('citizen-lookup');
    await userEvent.type(pinflField(), '{Backspace}');
    expect(screen.queryByRole('textbox', { name: /Familiyasi/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Saqlash' })).not.toBeInTheDocument();
  });

  it('shows what is missing or wrong in Uzbek and sends nothing', async () => {
    const { calls } = setup('/administrative-process-tm/staff/add');
    await screen.findByRole('button', { name: 'Qidirish' });
    await search(jasurPinfl);
    await screen.findByTestId('citizen-lookup');
    await userEvent.type(screen.getByRole('textbox', { name: /Pasport/ }), 'A1');
    await userEvent.click(screen.getByRole('button', { name: 'Lavozim qo‘shish' }));
    await choose(row(1), /Lavozim/, 'Dekan');
    await choose(row(2), /Lavozim/, 'Dekan');
    await userEvent.type(within(row(2)).getByRole('spinbutton', { name: /Stavka/ }), '0.33');
    await userEvent.click(screen.getByRole('button', { name: 'Saqlash' }));

    expect(screen.getByRole('textbox', { name: /Familiyasi/ })).toHaveAccessibleDescription('Iltimos, ushbu maydonni to‘ldiring');
    expect(screen.getByRole('textbox', { name: /^Ismi/ })).toHaveAccessibleDescription('Iltimos, ushbu maydonni to‘ldiring');
    expect(screen.getByRole('textbox', { name: /Pasport/ })).toHaveAccessibleDescription(
      'Pasport seriyasi ikki lotin bosh harfi va yetti raqamdan iborat bo‘lishi kerak (AA1234567)',
    );
    expect(within(row(2)).getByRole('combobox', { name: /Lavozim/ })).toHaveAccessibleDescription('Bu lavozim allaqachon tanlangan');
    expect(within(row(2)).getByRole('spinbutton', { name: /Stavka/ })).toHaveAccessibleDescription('Stavka 0,05 dan 1,5 gacha, 0,05 qadam bilan bo‘lishi kerak');

    // Corrected, the rates now add up to more than 1.5.
    await choose(row(2), /Lavozim/, 'Kutubxonachi');
    await fill(within(row(2)).getByRole('spinbutton', { name: /Stavka/ }), '0.75');
    expect(screen.getByTestId('positions-error')).toHaveTextContent('Stavkalar yig‘indisi 1,5 dan oshmasligi kerak');
    // A row removed takes its rate with it.
    await userEvent.click(within(row(2)).getByRole('button', { name: 'Lavozimni olib tashlash' }));
    expect(screen.queryByTestId('positions-error')).not.toBeInTheDocument();
    expect(within(row(1)).getByRole('button', { name: 'Lavozimni olib tashlash' })).toBeDisabled();
    expect(posted(calls)).toBeUndefined();
  });

  it('shows the server’s field errors under their fields and a duplicate under the PINFL', async () => {
    const { calls } = setup('/administrative-process-tm/staff/add', {
      'POST /api/v1/staffs/': {
        status: 422,
        body: {
          error: {
            code: 'validation',
            messages: ['Maʼlumotlarda xato bor'],
            fields: {
              'citizen.passport': ['Bu pasport boshqa shaxsga tegishli'],
              'staff_positions.0.edu_subject_ids': ['Fanlar faqat o‘qituvchi lavozimlariga biriktiriladi'],
            },
          },
        },
      },
    });
    await screen.findByRole('button', { name: 'Qidirish' });
    await search(nodiraPinfl);
    await screen.findByTestId('citizen-lookup');
    await choose(row(1), /Lavozim/, 'Dotsent');
    await userEvent.click(screen.getByRole('button', { name: 'Saqlash' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Pasport/ })).toHaveAccessibleDescription('Bu pasport boshqa shaxsga tegishli'));
    expect(within(row(1)).getByRole('combobox', { name: /O‘qitadigan fanlari/ })).toHaveAccessibleDescription(
      'Fanlar faqat o‘qituvchi lavozimlariga biriktiriladi',
    );
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });

  it('places a person already on the staff (409 duplicate) under the PINFL', async () => {
    const duplicate = 'Bu shaxs ushbu muassasa xodimlari ro‘yxatida allaqachon bor';
    setup('/administrative-process-tm/staff/add', {
      'POST /api/v1/staffs/': { status: 409, body: { error: { code: 'duplicate', messages: [duplicate] } } },
    });
    await screen.findByRole('button', { name: 'Qidirish' });
    await search(nodiraPinfl);
    await screen.findByTestId('citizen-lookup');
    await choose(row(1), /Lavozim/, 'Kutubxonachi');
    await userEvent.click(screen.getByRole('button', { name: 'Saqlash' }));
    await waitFor(() => expect(pinflField()).toHaveAccessibleDescription(duplicate));
    expect(await screen.findByTestId('notice')).toHaveTextContent(duplicate);
  });
});

describe('staff edit page', () => {
  it('fills the form with the member and saves with the version read and the person reused', async () => {
    const { calls, router } = setup('/administrative-process-tm/staff/edit/5?citizenId=21');
    expect(await screen.findByRole('textbox', { name: /Familiyasi/ })).toHaveValue('Aliyeva');
    expect(pinflField()).toHaveValue(nodiraPinfl);
    expect(birthDate()).toBe('12.05.1988');
    expect(within(row(1)).getByRole('combobox', { name: /Lavozim/ })).toHaveTextContent('Dotsent');
    expect(within(row(1)).getByRole('button', { name: 'Oliy matematika' })).toBeInTheDocument();
    await waitFor(() => expect(within(row(2)).getByRole('combobox', { name: /Ish shakli/ })).toHaveTextContent('Ichki o‘rindosh'));
    expect(within(row(2)).getByRole('spinbutton', { name: /Stavka/ })).toHaveValue(0.25);
    expect(citizenCalls(calls)).toEqual([]);

    await fill(screen.getByRole('textbox', { name: /Familiyasi/ }), 'Aliyeva-Karimova');
    await choose(screen.getByTestId('staff-form'), /Holati/, 'Faol emas');
    await userEvent.click(screen.getByRole('button', { name: 'Saqlash' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/administrative-process-tm/staff/preview/5'));
    expect(posted(calls, 'PUT')).toEqual({
      citizen: {
        last_name: 'Aliyeva-Karimova',
        first_name: 'Nodira',
        middle_name: 'Karimovna',
        pinfl: nodiraPinfl,
        birth_date: '1988-05-12',
        gender: 2,
        passport: 'AB1234567',
      },
      status: 'INACTIVE',
      staff_positions: [
        { position_id: 7, work_form: 'MAIN', rate: 1, edu_subject_ids: [11, 12] },
        { position_id: 4, work_form: 'INTERNAL_PART_TIME', rate: 0.25, edu_subject_ids: [] },
      ],
      version: 3,
    });
  });

  it('offers to reload when someone saved the member meanwhile', async () => {
    setup('/administrative-process-tm/staff/edit/5?citizenId=21', {
      'PUT /api/v1/staffs/5/': { status: 409, body: { error: { code: 'stale_version', messages: ['Maʼlumot boshqa foydalanuvchi tomonidan o‘zgartirilgan'] } } },
    });
    await screen.findByRole('textbox', { name: /Familiyasi/ });
    await userEvent.click(screen.getByRole('button', { name: 'Saqlash' }));
    expect(await screen.findByTestId('stale-version')).toHaveTextContent('Maʼlumot boshqa foydalanuvchi tomonidan o‘zgartirilgan');
    expect(screen.getByRole('button', { name: 'Qayta yuklash' })).toBeInTheDocument();
  });
});
