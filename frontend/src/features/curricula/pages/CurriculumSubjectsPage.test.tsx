import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { useSession } from '@/store/session';
import { mockFetch, type Call } from '@/test/fetch';
import { renderRoutes } from '@/test/render';
import { curriculum, curriculumAdmin, list, programming } from '../testing/fixtures';
import CurriculumSubjectsPage from './CurriculumSubjectsPage';

// Date pickers, selects and dialogs: slow in jsdom on a small, shared machine.
jest.setTimeout(90_000);

const routes = [
  { path: '/education-process-otm/curriculums/preview/:id', element: <p>curriculum preview</p> },
  { path: '/education-process-otm/curriculums/preview/:id/subjects', element: <CurriculumSubjectsPage /> },
];

const dated = curriculum({
  semester_dates: [
    { start_date: '2025-09-01', end_date: '2026-01-20' },
    { start_date: '2026-02-01', end_date: '2026-06-30' },
  ],
});

function setup(answers: Parameters<typeof mockFetch>[0] = {}, permissions?: string[]) {
  useSession.setState({ status: 'finished', authenticated: true, profile: curriculumAdmin(permissions) });
  const fetch = mockFetch({
    'GET /api/v1/curriculums/5/': { status: 200, body: { result: dated } },
    'POST /api/v1/curriculums/check-rating/': (call: Call) => ({
      status: 200,
      body: { result: { has_rating: (call.body as { edu_subject_id: number }).edu_subject_id === 12 } },
    }),
    'GET /api/v1/edu-subjects/': list([{ ...programming, study_hours: 150 }]),
    'GET /api/v1/edu-subjects/custom-subjects/': list([]),
    'PUT /api/v1/curriculums/5/separate-to-semesters/': (call: Call) => ({ status: 200, body: { result: { ...dated, version: 4, _sent: call.body } } }),
    ...answers,
  });
  return { ...fetch, ...renderRoutes(routes, '/education-process-otm/curriculums/preview/5/subjects') };
}

const card = (testId: string) => within(screen.getByTestId(testId));
/** The n-th row (from 1) of a semester's table. */
const semesterRow = (semester: number, n: number) => within(screen.getByTestId(`semester-${semester}`).querySelector(`tr[data-row="${n}"]`) as HTMLElement);
const remaining = (name: string) => within(card('all-subjects').getByText(name).closest('tr') as HTMLElement).getByTestId('remaining-hours');

async function fill(label: string, text: string, scope = screen.getByRole('dialog')) {
  const input = within(scope).getByLabelText(new RegExp(`^${label.replace(/[()]/g, '\\$&')}`));
  await userEvent.clear(input);
  await userEvent.click(input);
  await userEvent.paste(text);
}

async function addCustom(button: string, uz: string, hours: string) {
  await userEvent.click(screen.getByRole('button', { name: button }));
  const dialog = await screen.findByRole('dialog');
  await fill('Nomi (o‘zbekcha)', uz, dialog);
  await fill('Nomi (ruscha)', `${uz} ru`, dialog);
  await fill('Nomi (inglizcha)', `${uz} en`, dialog);
  await fill('Soat', hours, dialog);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Saqlash' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

describe('subject distribution page', () => {
  it('says Error when the curriculum cannot be loaded', async () => {
    setup({ 'GET /api/v1/curriculums/5/': { status: 500, body: { error: { code: 'internal', messages: [] } } } });
    expect(await screen.findByTestId('distribution-load-error')).toHaveTextContent('Error');
  });

  it('shows every subject with the hours left, and one card per semester labelled in Roman numerals with its dates', async () => {
    setup();
    await screen.findByTestId('all-subjects');
    expect(remaining('Oliy matematika')).toHaveTextContent('60');
    expect(remaining('Fizika')).toHaveTextContent('90');
    expect(card('semester-1').getByRole('heading', { name: 'I-semestr' })).toBeInTheDocument();
    expect(card('semester-2').getByRole('heading', { name: 'II-semestr' })).toBeInTheDocument();
    expect(screen.queryByTestId('semester-3')).not.toBeInTheDocument();
    expect((document.querySelector('input[name="semester-1-start"]') as HTMLInputElement).value).toBe('01.09.2025');
    expect((document.querySelector('input[name="semester-2-end"]') as HTMLInputElement).value).toBe('30.06.2026');
    expect(semesterRow(1, 1).getByRole('combobox')).toHaveTextContent('Oliy matematika');
  });

  it('starts a new semester row at 0 hours, not separated, offering only subjects the semester does not list', async () => {
    setup();
    await screen.findByTestId('semester-1');
    await userEvent.click(screen.getByRole('button', { name: 'Qator qo‘shish: I-semestr' }));
    expect(card('semester-1').getByRole('spinbutton', { name: 'Soat: I-semestr, 2' })).toHaveValue(0);
    expect(card('semester-1').getByRole('checkbox', { name: 'Ajratilgan: I-semestr, 2' })).not.toBeChecked();
    await userEvent.click(semesterRow(1, 2).getByRole('combobox'));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual(['Fizika']);
    await userEvent.click(screen.getByRole('option', { name: 'Fizika' }));
    // Every subject is in semester I now: no further row fits.
    expect(screen.queryByRole('button', { name: 'Qator qo‘shish: I-semestr' })).not.toBeInTheDocument();
    await userEvent.click(card('semester-1').getByRole('checkbox', { name: 'Ajratilgan: I-semestr, 2' }));
    await fill('Soat: I-semestr, 2', '40', screen.getByTestId('semester-1'));
    expect(remaining('Fizika')).toHaveTextContent('50');
  });

  it('asks the server before removing a subject and keeps one that has ratings', async () => {
    const { calls } = setup();
    await screen.findByTestId('all-subjects');
    const physicsRow = card('all-subjects').getByText('Fizika').closest('tr') as HTMLElement;
    await userEvent.click(within(physicsRow).getByRole('button', { name: 'O‘chirish' }));
    expect(await screen.findByTestId('notice')).toHaveTextContent('Bu fanga baho qoyilgan');
    expect(calls.find((call) => call.path === '/api/v1/curriculums/check-rating/')?.body).toEqual({ edu_subject_id: 12, curriculum_id: 5 });
    expect(card('all-subjects').getByText('Fizika')).toBeInTheDocument();
    // Mathematics has no ratings: it leaves the curriculum and semester I with it.
    const mathRow = card('all-subjects').getByText('Oliy matematika').closest('tr') as HTMLElement;
    await userEvent.click(within(mathRow).getByRole('button', { name: 'O‘chirish' }));
    await waitFor(() => expect(card('all-subjects').queryByText('Oliy matematika')).not.toBeInTheDocument());
    expect(card('semester-1').queryByRole('combobox')).not.toBeInTheDocument();
  });

  it('adds a subject of the catalogue with its hours', async () => {
    setup();
    await screen.findByTestId('all-subjects');
    await userEvent.click(screen.getByRole('button', { name: 'Fan qo‘shish' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Fan/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'DAS101 — Dasturlash asoslari' }));
    expect(within(dialog).getByLabelText(/Ajratilgan soat/)).toHaveValue(150);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Qo‘shish' }));
    await waitFor(() => expect(remaining('Dasturlash asoslari')).toHaveTextContent('150'));
  });

  it('refuses to save without vocational subjects or exams, hides the add button at two vocational subjects, and saves the distribution', async () => {
    const { calls } = setup();
    await screen.findByTestId('all-subjects');
    await userEvent.click(screen.getByRole('button', { name: 'Saqlash' }));
    expect(await screen.findByTestId('notice')).toHaveTextContent('Iltimos, kasbiy fanlarni kiriting!');
    expect(screen.getByTestId('vocational-errors')).toHaveTextContent('Iltimos, kasbiy fanlarni kiriting!');
    expect(screen.getByTestId('exams-errors')).toHaveTextContent('Iltimos, DAK fanlarini kiriting!');

    await addCustom('Kasbiy fan qo‘shish', 'Ishlab chiqarish amaliyoti', '72');
    expect(screen.getByRole('button', { name: 'Kasbiy fan qo‘shish' })).toBeInTheDocument();
    await addCustom('Kasbiy fan qo‘shish', 'Malakaviy amaliyot', '36');
    expect(screen.queryByRole('button', { name: 'Kasbiy fan qo‘shish' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Saqlash' }));
    await waitFor(() => expect(screen.getByTestId('notice')).toHaveTextContent('Iltimos, DAK fanlarini kiriting!'));
    await addCustom('DAK qo‘shish', 'Yakuniy davlat attestatsiyasi', '10');
    await userEvent.click(screen.getByRole('button', { name: 'Saqlash' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      version: 3,
      edu_subject: [
        { edu_subject_id: 11, study_hours: 120 },
        { edu_subject_id: 12, study_hours: 90 },
      ],
      semester_edu_subjects: [[{ edu_subject_id: 11, semester_number: 1, study_hours: 60, is_seperated: false }], []],
      semester_dates: [
        { start_date: '2025-09-01', end_date: '2026-01-20' },
        { start_date: '2026-02-01', end_date: '2026-06-30' },
      ],
      vocational_subjects: [
        { name: { uz: 'Ishlab chiqarish amaliyoti', ru: 'Ishlab chiqarish amaliyoti ru', en: 'Ishlab chiqarish amaliyoti en' }, study_hours: 72 },
        { name: { uz: 'Malakaviy amaliyot', ru: 'Malakaviy amaliyot ru', en: 'Malakaviy amaliyot en' }, study_hours: 36 },
      ],
      exams: [{ name: { uz: 'Yakuniy davlat attestatsiyasi', ru: 'Yakuniy davlat attestatsiyasi ru', en: 'Yakuniy davlat attestatsiyasi en' }, study_hours: 10 }],
    });
    expect(await screen.findByTestId('notice')).toHaveTextContent('Muvaffaqiyatli saqlandi');
  });

  it('requires both dates of every semester and picks them in a calendar from Monday', async () => {
    setup({ 'GET /api/v1/curriculums/5/': { status: 200, body: { result: curriculum() } } });
    await screen.findByTestId('semester-2');
    await userEvent.click(screen.getByRole('button', { name: 'Saqlash' }));
    await waitFor(() => expect(card('semester-2').getAllByText('Iltimos, ushbu maydonni to‘ldiring')).toHaveLength(2));
    await userEvent.click(card('semester-2').getAllByRole('button', { name: 'Sanani tanlang' })[0] as HTMLElement);
    const calendar = await screen.findByRole('dialog');
    expect(within(calendar).getAllByRole('columnheader').map((day) => day.textContent)).toEqual(['Dush', 'Sesh', 'Chor', 'Pay', 'Jum', 'Shan', 'Yak']);
    await userEvent.click(within(calendar).getByRole('gridcell', { name: '10' }));
    const start = dayjs().date(10);
    await waitFor(() => expect((document.querySelector('input[name="semester-2-start"]') as HTMLInputElement).value).toBe(start.format('DD.MM.YYYY')));
    await waitFor(() => expect(card('semester-2').getAllByText('Iltimos, ushbu maydonni to‘ldiring')).toHaveLength(1));
  });

  it('places the server’s refusal on the card it is about', async () => {
    setup({
      'GET /api/v1/curriculums/5/': {
        status: 200,
        body: {
          result: {
            ...dated,
            vocational_subjects: [{ id: 40, name: { uz: 'Amaliyot', ru: 'Практика', en: 'Practice' }, study_hours: 72 }],
            exams: [{ id: 41, name: { uz: 'DAK', ru: 'ГАК', en: 'DAK' }, study_hours: 8 }],
          },
        },
      },
      'PUT /api/v1/curriculums/5/separate-to-semesters/': {
        status: 422,
        body: { error: { code: 'validation', messages: ['Ma’lumotlar xato'], fields: { 'semester_dates[1].start_date': ['Semestrlar kesishmasin'] } } },
      },
    });
    await screen.findByTestId('all-subjects');
    await userEvent.click(screen.getByRole('button', { name: 'Saqlash' }));
    expect(await screen.findByTestId('semester-2-errors')).toHaveTextContent('Semestrlar kesishmasin');
  });

  it('shows a curriculum that is no longer NEW without anything to change', async () => {
    setup({ 'GET /api/v1/curriculums/5/': { status: 200, body: { result: { ...dated, status: 'APPROVED', allowed_actions: ['cancel'] } } } });
    await screen.findByTestId('all-subjects');
    expect(screen.getByText('Fanlarni faqat yangi o‘quv rejada taqsimlash mumkin')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Saqlash' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Fan qo‘shish' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'O‘chirish' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Orqaga' })).toHaveLength(2);
  });
});
