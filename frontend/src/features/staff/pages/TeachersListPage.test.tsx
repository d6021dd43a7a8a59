import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Profile } from '@/api/types';
import { useSession } from '@/store/session';
import { mockFetch, type Call } from '@/test/fetch';
import { renderRoutes } from '@/test/render';
import { list, lyceum, mathematics, ministryUser, programming, referenceAnswers, staffAdmin, staffMember } from '@/test/staff';
import { staffPaths } from '../paths';
import OtvTeachersListPage from './OtvTeachersListPage';
import TeachersListPage from './TeachersListPage';

jest.setTimeout(60_000);

const routes = [
  { path: staffPaths.teachers, element: <TeachersListPage /> },
  { path: staffPaths.otvTeachers, element: <OtvTeachersListPage /> },
];

function setup(user: Profile, path = '/administrative-process-tm/teachers') {
  useSession.setState({ status: 'finished', authenticated: true, profile: user });
  const fetch = mockFetch({
    ...referenceAnswers,
    'GET /api/v1/staffs/teachers/': list([staffMember(5), staffMember(8, { institution_id: 3, institution: lyceum })], 2),
    'GET /api/v1/edu-subjects/12/': { status: 200, body: { result: programming } },
  });
  return { ...fetch, ...renderRoutes(routes, path) };
}

const teacherCalls = (calls: Call[]) => calls.filter((call) => call.path === '/api/v1/staffs/teachers/').map((call) => call.query.toString());

describe('teachers list', () => {
  it('lists teachers with their teaching positions and subjects; names open the preview for a role with staff-view', async () => {
    const { calls } = setup(staffAdmin());
    const link = (await screen.findAllByRole('link', { name: 'Aliyeva Nodira Karimovna' }))[0]!;
    expect(link).toHaveAttribute('href', '/administrative-process-tm/staff/preview/5');
    const row = link.closest('tr')!;
    expect(row).toHaveTextContent('Dotsent · 1');
    // The teachers list names the teaching positions only.
    expect(row).not.toHaveTextContent('Dekan');
    expect(within(row).getByText('Oliy matematika')).toBeInTheDocument();
    expect(within(row).getByText('Dasturlash asoslari')).toBeInTheDocument();
    expect(teacherCalls(calls)).toEqual(['page=1&limit=20']);
    expect(screen.queryByRole('columnheader', { name: 'Ta’lim muassasasi (TM)' })).not.toBeInTheDocument();
  });

  it('filters by a subject searched on the server and keeps it in the URL', async () => {
    const { calls, router } = setup(staffAdmin());
    await screen.findAllByRole('link', { name: 'Aliyeva Nodira Karimovna' });
    await userEvent.type(screen.getByRole('combobox', { name: 'Fan' }), 'mat');
    // The server is asked once typing pauses.
    await waitFor(() => expect(calls.some((call) => call.path === '/api/v1/edu-subjects/' && call.query.get('search') === 'mat')).toBe(true));
    await userEvent.click(await screen.findByRole('option', { name: 'Oliy matematika' }));
    await waitFor(() => expect(router.state.location.search).toBe(`?edu_subject_id=${mathematics.id}`));
    await waitFor(() => expect(teacherCalls(calls).at(-1)).toBe(`page=1&limit=20&edu_subject_id=${mathematics.id}`));
  });

  it('shows the subject of a shared link by name', async () => {
    const { calls } = setup(staffAdmin(), '/administrative-process-tm/teachers?edu_subject_id=12&search=Aliyeva');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Fan' })).toHaveValue('Dasturlash asoslari'), { timeout: 10_000 });
    expect(teacherCalls(calls)).toEqual(['page=1&limit=20&search=Aliyeva&edu_subject_id=12']);
  });

  it('shows names without links and no subject filter to a role with staff-view-teacher alone', async () => {
    const { calls } = setup(staffAdmin(['staff-view-teacher']));
    await screen.findAllByText('Aliyeva Nodira Karimovna');
    expect(screen.queryByRole('link', { name: 'Aliyeva Nodira Karimovna' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Fan' })).not.toBeInTheDocument();
    expect(calls.some((call) => call.path.startsWith('/api/v1/edu-subjects/'))).toBe(false);
  });

  it('shows the ministry the teachers of every institution, filterable by institution, opening the read-only preview', async () => {
    const { calls, router } = setup(ministryUser(), '/administrative-process-otv/teachers');
    const links = await screen.findAllByRole('link', { name: 'Aliyeva Nodira Karimovna' });
    expect(links[1]).toHaveAttribute('href', '/administrative-process-otv/staff/preview/8');
    expect(links[1]!.closest('tr')).toHaveTextContent('Akademik litsey');
    await userEvent.click(screen.getByRole('combobox', { name: 'Ta’lim muassasasi (TM)' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Akademik litsey' }));
    await waitFor(() => expect(router.state.location.search).toBe('?institution_id=3'));
    await waitFor(() => expect(teacherCalls(calls).at(-1)).toBe('page=1&limit=20&institution_id=3'));
  });
});
