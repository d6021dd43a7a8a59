import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { downloadBlob, saveBlob } from '@/api/transfer';
import { useSession } from '@/store/session';
import { mockFetch, type Call } from '@/test/fetch';
import { profile } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import type { AcademicDebtRow } from '../api/types';
import AcademicDebtsPage from './AcademicDebtsPage';

jest.setTimeout(60_000);
jest.mock('@/api/transfer', () => ({ downloadBlob: jest.fn(async () => new Blob(['PK'])), saveBlob: jest.fn() }));

const PATH = '/education-process-otm/academic-debts';
const tatu = { uz: 'Toshkent axborot texnologiyalari universiteti', ru: 'ТУИТ', en: 'TUIT' };
const samdu = { uz: 'Samarqand davlat universiteti', ru: 'СамГУ', en: 'SamSU' };

const student: AcademicDebtRow = {
  id: 91,
  student_name: 'Ergashev Ulug‘bek',
  edu_group_id: 4,
  group_name: 'AT-26-01',
  course: 2,
  institution_id: 1,
  institution_name: tatu,
  students: 1,
  debts: 2,
  subjects: [
    { semester: 2, edu_subject_id: 5, code: 'FIZ101', name: { uz: 'Fizika', ru: 'Физика', en: 'Physics' }, attempt: 1 },
    { semester: 3, edu_subject_id: 6, code: 'MAT201', name: { uz: 'Oliy matematika', ru: 'Высшая математика', en: 'Higher mathematics' }, attempt: 2 },
  ],
};

const institution = (id: number, name: typeof tatu, students: number, debts: number): AcademicDebtRow => ({
  id,
  institution_id: id,
  institution_name: name,
  students,
  debts,
  subjects: [],
});

function answer(call: Call) {
  if (call.query.get('level') === 'INSTITUTION') {
    return { status: 200, body: { results: [institution(1, tatu, 12, 30), institution(2, samdu, 4, 5)], count: 2, students: 16, debts: 35 } };
  }
  return { status: 200, body: { results: [student], count: 1, students: 1, debts: 2 } };
}

function setup(overrides: Parameters<typeof profile>[0], path = PATH) {
  useSession.setState({ status: 'finished', authenticated: true, profile: profile(overrides) });
  const fetch = mockFetch({
    'GET /api/v1/academic-debts/': answer,
    'GET /api/v1/edu-groups/': { status: 200, body: { results: [{ id: 4, name: 'AT-26-01' }], count: 1 } },
    'GET /api/v1/institutions/': { status: 200, body: { results: [{ id: 1, name: tatu }, { id: 2, name: samdu }], count: 2 } },
  });
  return { ...fetch, ...renderRoutes([{ path: PATH, element: <AcademicDebtsPage /> }], path) };
}

const debtCalls = (calls: Call[]) => calls.filter((call) => call.path === '/api/v1/academic-debts/');

describe('the academic debts', () => {
  it('lists the students in debt with their unpassed subjects and the totals of the filter', async () => {
    setup({ permissions: ['journal-view', 'edu-group-view', 'student-view'] });
    const row = (await screen.findByRole('link', { name: 'Ergashev Ulug‘bek' })).closest('tr')!;
    expect(within(row).getByRole('link', { name: 'Ergashev Ulug‘bek' })).toHaveAttribute('href', '/education-process-otm/students/preview/91');
    expect(within(row).getByRole('link', { name: 'AT-26-01' })).toHaveAttribute('href', '/education-process-otm/group/preview/4');
    const subjects = within(row).getByTestId('debt-subjects');
    expect(within(subjects).getByText('Fizika (semestr 2, urinish 1)')).toBeInTheDocument();
    expect(within(subjects).getByText('Oliy matematika (semestr 3, urinish 2)')).toBeInTheDocument();
    // An institution's role reads its own: no institution column or filter.
    expect(screen.queryByRole('columnheader', { name: 'Ta’lim muassasasi' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Ta’lim muassasasi' })).not.toBeInTheDocument();
    expect(screen.getByTestId('academic-debt-totals')).toHaveTextContent('Jami: qarzdor talabalar 1, akademik qarzlar 2');
    expect(screen.getByTestId('list-total')).toHaveTextContent('Jami: 1 ta');
    expect(screen.queryByTestId('chart-academic-debts')).not.toBeInTheDocument();
  });

  it('keeps the group and course filters in the URL and asks the list with them', async () => {
    const { calls, router } = setup({ permissions: ['journal-view', 'edu-group-view'] });
    await screen.findByText('Ergashev Ulug‘bek');
    await userEvent.click(screen.getByRole('combobox', { name: 'Guruh' }));
    await userEvent.click(await screen.findByRole('option', { name: 'AT-26-01' }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Kurs' }));
    await userEvent.click(await screen.findByRole('option', { name: '2-kurs' }));
    await waitFor(() => expect(router.state.location.search).toBe('?edu_group_id=4&course=2'));
    await waitFor(() => expect(Object.fromEntries(debtCalls(calls).at(-1)!.query)).toEqual({ page: '1', limit: '20', edu_group_id: '4', course: '2' }));
  });

  it('switches to the institutions with their students in debt, a chart of the page, and downloads the filter as Excel', async () => {
    const { calls, router } = setup({ permissions: ['journal-view'] });
    await screen.findByText('Ergashev Ulug‘bek');
    await userEvent.click(screen.getByRole('combobox', { name: 'Kesim' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Ta’lim muassasalari' }));
    await waitFor(() => expect(router.state.location.search).toBe('?level=INSTITUTION'));
    const row = (await screen.findByRole('cell', { name: tatu.uz })).closest('tr')!;
    expect(row).toHaveTextContent('12');
    expect(row).toHaveTextContent('30');
    expect(debtCalls(calls).at(-1)!.query.get('level')).toBe('INSTITUTION');
    expect(screen.getByTestId('academic-debt-totals')).toHaveTextContent('Jami: qarzdor talabalar 16, akademik qarzlar 35');
    expect(screen.getByTestId('chart-academic-debts')).toBeInTheDocument();
    expect(screen.queryByTestId('debt-subjects')).not.toBeInTheDocument();

    await userEvent.click(screen.getByTestId('list-export'));
    await waitFor(() => expect(saveBlob).toHaveBeenCalledWith(expect.any(Blob), 'academic-debts.xlsx'));
    expect(downloadBlob).toHaveBeenCalledWith('/academic-debts/', { format: 'xlsx', level: 'INSTITUTION' });

    // Back to the students: the default level leaves the URL.
    await userEvent.click(screen.getByRole('combobox', { name: 'Kesim' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Talabalar' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByText('Ergashev Ulug‘bek')).toBeInTheDocument();
  });

  it('lets a ministry role pick the institution, names each student’s institution, and asks for no group list', async () => {
    const { calls, router } = setup({
      permissions: ['journal-view', 'institution-view', 'edu-group-view', 'student-view'],
      role: { id: 2, name: 'MINISTRY', level: 'MINISTRY' },
      institution: null,
      institution_id: null,
    });
    const row = (await screen.findByText('Ergashev Ulug‘bek')).closest('tr')!;
    expect(within(row).getByText(tatu.uz)).toBeInTheDocument();
    // The student's and the group's cards are an institution's screens.
    expect(within(row).queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Guruh' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox', { name: 'Ta’lim muassasasi' }));
    await userEvent.click(await screen.findByRole('option', { name: samdu.uz }));
    await waitFor(() => expect(router.state.location.search).toBe('?institution_id=2'));
    await waitFor(() => expect(debtCalls(calls).at(-1)!.query.get('institution_id')).toBe('2'));
    expect(calls.some((call) => call.path === '/api/v1/edu-groups/')).toBe(false);
  });
});
