import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSession } from '@/store/session';
import { mockFetch } from '@/test/fetch';
import { profile } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import { downloadBlob, saveBlob } from '@/api/transfer';
import InstitutionReportPage from './InstitutionReportPage';
import StudentReportPage from './StudentReportPage';
import TeacherReportPage from './TeacherReportPage';

jest.setTimeout(60_000);
jest.mock('@/api/transfer', () => ({ downloadBlob: jest.fn(async () => new Blob(['PK'])), saveBlob: jest.fn() }));

const routes = [
  { path: '/reports/students', element: <StudentReportPage /> },
  { path: '/reports/by-otm', element: <InstitutionReportPage /> },
  { path: '/reports/teachers', element: <TeacherReportPage /> },
];

const name = (uz: string) => ({ uz, ru: uz, en: uz });
const figure = (key: string, count: number) => ({ key, count });

const studentReport = {
  total: 42,
  by_status: [figure('ACTIVE', 40), figure('ON-LEAVE', 2)],
  by_course: [figure('1', 30), figure('2', 12)],
  by_gender: [figure('1', 20), figure('2', 22)],
  by_edu_form: [figure('FULL_TIME', 42)],
  by_direction: [{ edu_direction_id: 5, code: '60610100', name: name('Kompyuter injiniringi'), count: 42 }],
};

function asInstitution() {
  useSession.setState({ status: 'finished', authenticated: true, profile: profile({ permissions: ['curriculum-view'] }) });
}

function asMinistry() {
  useSession.setState({
    status: 'finished',
    authenticated: true,
    profile: profile({ permissions: ['institution-view'], role: { id: 2, name: 'MINISTRY', level: 'MINISTRY' }, institution: null, institution_id: null }),
  });
}

describe('students report', () => {
  it('shows the total, the figures by direction, and asks again with a course chosen', async () => {
    asInstitution();
    const { calls } = mockFetch({ 'GET /api/v1/reports/students/': { status: 200, body: { result: studentReport } } });
    renderRoutes(routes, '/reports/students');
    await waitFor(() => expect(screen.getByTestId('students-total')).toHaveTextContent('Jami: 42'));
    const directions = screen.getByTestId('directions-table');
    expect(within(directions).getByText('Kompyuter injiniringi').closest('tr')).toHaveTextContent('42');
    await userEvent.click(screen.getByRole('combobox', { name: 'Kurs' }));
    await userEvent.click(await screen.findByRole('option', { name: '2-kurs' }));
    await waitFor(() => expect(calls.some((call) => call.path === '/api/v1/reports/students/' && call.query.get('course') === '2')).toBe(true));
    // An institution chooses no institution: it reads its own.
    expect(screen.queryByRole('combobox', { name: 'Ta’lim muassasasi' })).not.toBeInTheDocument();
  });

  it('downloads the Excel file with the filters on screen and no paging', async () => {
    asInstitution();
    mockFetch({ 'GET /api/v1/reports/students/': { status: 200, body: { result: studentReport } } });
    renderRoutes(routes, '/reports/students?course=1');
    await waitFor(() => expect(screen.getByTestId('students-total')).toHaveTextContent('Jami: 42'));
    await userEvent.click(screen.getByTestId('list-export'));
    await waitFor(() => expect(saveBlob).toHaveBeenCalledWith(expect.any(Blob), 'students-report.xlsx'));
    expect(downloadBlob).toHaveBeenCalledWith('/reports/students/', { format: 'xlsx', course: '1' });
  });
});

describe('institutions report', () => {
  it('lists each institution with its figures and filters by region', async () => {
    asMinistry();
    const row = {
      institution_id: 1,
      name: name('Toshkent davlat universiteti'),
      region: 'Toshkent shahri',
      students: 158,
      students_by_status: [figure('ACTIVE', 152), figure('WITHDRAW', 6)],
      groups: 7,
      teachers: 3,
      staff: 4,
      curricula: 3,
      curricula_by_status: [figure('APPROVED', 3)],
    };
    const { calls } = mockFetch({
      'GET /api/v1/reports/by-otm/': { status: 200, body: { results: [row], count: 1 } },
      'GET /api/v1/institutions/refs/': { status: 200, body: { results: [], count: 0 } },
    });
    renderRoutes(routes, '/reports/by-otm');
    const cells = (await screen.findByRole('cell', { name: 'Toshkent davlat universiteti' })).closest('tr')!;
    expect(cells).toHaveTextContent('158');
    expect(cells).toHaveTextContent('152');
    expect(cells).toHaveTextContent('Tasdiqlangan: 3');
    await userEvent.click(screen.getByRole('combobox', { name: 'Hudud' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Navoiy' }));
    await waitFor(() => expect(calls.some((call) => call.path === '/api/v1/reports/by-otm/' && call.query.get('region') === 'Navoiy')).toBe(true));
  });
});

describe('teachers report', () => {
  it('shows each teacher’s lessons, topic entry by group and last login', async () => {
    asInstitution();
    mockFetch({
      'GET /api/v1/reports/teachers/': {
        status: 200,
        body: {
          results: [
            {
              staff_id: 4,
              full_name: 'Aliyeva Nodira',
              institution: name('TATU'),
              lessons_held: 12,
              topics_entered: 9,
              topic_entry: [
                { edu_group_id: 1, group_name: 'AT-26-01', lessons_held: 8, topics_entered: 8 },
                { edu_group_id: 2, group_name: 'DI-25-01', lessons_held: 4, topics_entered: 1 },
              ],
              last_login_at: '2026-11-20T08:30:00Z',
            },
            { staff_id: 5, full_name: 'Karimov Bobur', institution: name('TATU'), lessons_held: 0, topics_entered: 0, topic_entry: [], last_login_at: null },
          ],
          count: 2,
        },
      },
    });
    renderRoutes(routes, '/reports/teachers');
    const row = (await screen.findByRole('cell', { name: 'Aliyeva Nodira' })).closest('tr')!;
    expect(row).toHaveTextContent('AT-26-01: 8/8');
    expect(row).toHaveTextContent('DI-25-01: 1/4');
    expect(row).toHaveTextContent('20.11.2026');
    expect(screen.getByRole('cell', { name: 'Karimov Bobur' }).closest('tr')).toHaveTextContent('Kirmagan');
    expect(screen.getByText('Jami: 2 ta')).toBeInTheDocument();
  });
});
