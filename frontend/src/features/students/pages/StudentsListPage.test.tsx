import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Profile } from '@/api/types';
import { useSession } from '@/store/session';
import { mockFetch } from '@/test/fetch';
import { renderAt } from '@/test/render';
import { groups, institutions, list, ministryUser, student, studentAdmin } from '../testing/fixtures';
import OtvGraduatedListPage from './OtvGraduatedListPage';
import OtvStudentsListPage from './OtvStudentsListPage';
import StudentsListPage from './StudentsListPage';

jest.setTimeout(60_000);

const rows = [
  student(),
  student({ id: 12, fio: 'Aliyev Jasur', gender: 1, student_status: 'ON-LEAVE' }),
  student({ id: 13, fio: 'Toshmatov Sardor', gender: 1, student_status: 'WITHDRAW', institution_id: 3, institution: institutions[1] }),
  student({ id: 14, fio: 'Rahimova Nodira', student_status: 'GRADUATED' }),
  student({ id: 15, fio: 'Qodirov Bek', gender: 1, student_status: 'ARCHIVED' }),
];

function setup(user: Profile, page = <StudentsListPage />, path = '/education-process-otm/students') {
  useSession.setState({ status: 'finished', authenticated: true, profile: user });
  const fetch = mockFetch({
    'GET /api/v1/students/': (call) => (call.query.get('search') === '6140' ? list([rows[0]]) : list(rows, 230)),
    'GET /api/v1/edu-groups/': list(groups),
    'GET /api/v1/institutions/': list(institutions),
  });
  return { ...fetch, ...renderAt(page, path) };
}

const tag = (row: HTMLElement, text: string) => within(row).getByText(text).closest('[data-tone]');

describe('students list', () => {
  it('shows the students with SPEC’s status labels and colours, and the total', async () => {
    const { calls } = setup(studentAdmin());
    const first = (await screen.findByRole('link', { name: 'Karimova Malika Akmalovna' })).closest('tr') as HTMLElement;
    expect(screen.getByTestId('list-total')).toHaveTextContent('Jami: 230 ta');
    expect(within(first).getByText('14.03.2006')).toBeInTheDocument();
    expect(within(first).getByText('Ayol')).toBeInTheDocument();
    expect(within(first).getByText('KI-21')).toBeInTheDocument();
    expect(within(first).getByText('2-kurs')).toBeInTheDocument();
    expect(tag(first, "O'qimoqda")).toHaveAttribute('data-tone', 'success');
    const row = (name: string) => screen.getByRole('link', { name }).closest('tr') as HTMLElement;
    expect(tag(row('Aliyev Jasur'), "Akademik ta'til")).toHaveAttribute('data-tone', 'warning');
    expect(tag(row('Toshmatov Sardor'), 'Chetlashgan')).toHaveAttribute('data-tone', 'error');
    expect(tag(row('Rahimova Nodira'), 'Bitirgan')).toHaveAttribute('data-tone', 'green');
    expect(tag(row('Qodirov Bek'), 'Arxivlangan')).toHaveAttribute('data-tone', 'default');
    expect(within(first).getByRole('link', { name: 'Tahrirlash' })).toHaveAttribute('href', '/education-process-otm/students/edit/11');
    expect(screen.getByRole('button', { name: 'Fayldan yuklash' })).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Ta’lim muassasasi (TM)' })).not.toBeInTheDocument();
    expect(Object.fromEntries(calls.find((call) => call.path === '/api/v1/students/')?.query ?? [])).toEqual({ page: '1', limit: '20' });
  });

  it('searches by PINFL and filters by status in the URL', async () => {
    const { calls, router } = setup(studentAdmin());
    await screen.findByRole('link', { name: 'Karimova Malika Akmalovna' });
    await userEvent.type(screen.getByRole('searchbox'), '6140');
    await waitFor(() => expect(screen.getByTestId('list-total')).toHaveTextContent('Jami: 1 ta'));
    await userEvent.click(screen.getByRole('combobox', { name: 'Holati' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Chetlashgan' }));
    await waitFor(() => expect(router.state.location.search).toBe('?search=6140&student_status=WITHDRAW'));
    await waitFor(() => expect(calls.at(-1)?.query.get('student_status')).toBe('WITHDRAW'));
  });

  it('offers no add, edit, delete or import without their permissions, and asks for no groups without edu-group-view', async () => {
    const { calls } = setup(studentAdmin(['student-view']));
    await screen.findByRole('link', { name: 'Karimova Malika Akmalovna' });
    expect(screen.queryByRole('link', { name: 'Qo‘shish' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Tahrirlash' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Fayldan yuklash' })).not.toBeInTheDocument();
    expect(calls.some((call) => call.path === '/api/v1/edu-groups/')).toBe(false);
  });

  it('lets the ministry read every institution’s students, filtered by institution, without editing', async () => {
    const { calls, router } = setup(ministryUser(), <OtvStudentsListPage />, '/administrative-process-otv/students');
    const row = (await screen.findByRole('link', { name: 'Toshmatov Sardor' })).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('Akademik litsey');
    expect(screen.getByRole('link', { name: 'Toshmatov Sardor' })).toHaveAttribute('href', '/administrative-process-otv/students/preview/13');
    expect(screen.queryByRole('link', { name: 'Tahrirlash' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Qo‘shish' })).not.toBeInTheDocument();
    expect(calls.some((call) => call.path === '/api/v1/edu-groups/')).toBe(false);
    await userEvent.click(screen.getByRole('combobox', { name: 'Ta’lim muassasasi (TM)' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Akademik litsey' }));
    await waitFor(() => expect(router.state.location.search).toBe('?institution_id=3'));
    await waitFor(() => expect(calls.at(-1)?.query.get('institution_id')).toBe('3'));
  });

  it('lists the graduated with the status fixed', async () => {
    const { calls } = setup(ministryUser(), <OtvGraduatedListPage />, '/administrative-process-otv/graduated');
    expect(await screen.findByRole('heading', { name: 'Bitiruvchilar' })).toBeInTheDocument();
    await waitFor(() => expect(calls.find((call) => call.path === '/api/v1/students/')?.query.get('student_status')).toBe('GRADUATED'));
    expect(screen.queryByRole('combobox', { name: 'Holati' })).not.toBeInTheDocument();
  });
});
