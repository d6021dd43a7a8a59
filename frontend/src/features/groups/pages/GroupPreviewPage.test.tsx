import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSession } from '@/store/session';
import { mockFetch } from '@/test/fetch';
import { renderRoutes } from '@/test/render';
import { group, groupAdmin, groupPermissions, list, students } from '../testing/fixtures';
import GroupPreviewPage from './GroupPreviewPage';

jest.setTimeout(60_000);

const routes = [
  { path: '/education-process-otm/group', element: <p>groups list</p> },
  { path: '/education-process-otm/group/preview/:id', element: <GroupPreviewPage /> },
];

function setup(permissions?: string[], answers: Parameters<typeof mockFetch>[0] = {}) {
  useSession.setState({ status: 'finished', authenticated: true, profile: groupAdmin(permissions) });
  const fetch = mockFetch({
    ...answers,
    'GET /api/v1/edu-groups/7/': { status: 200, body: { result: group() } },
    'GET /api/v1/edu-groups/7/students/': list(students),
    'POST /api/v1/edu-groups/7/inactive/': { status: 200, body: { result: group({ status: 'INACTIVE', version: 3 }) } },
    'GET /api/v1/audit-log/': list([]),
  });
  return { ...fetch, ...renderRoutes(routes, '/education-process-otm/group/preview/7') };
}

describe('group preview', () => {
  it('shows the card, the students with their status labels and the actions', async () => {
    setup();
    const card = await screen.findByTestId('group-preview');
    expect(within(card).getByText('KI-21')).toBeInTheDocument();
    expect(within(card).getByText('60610500 — Kompyuter injiniringi')).toBeInTheDocument();
    const table = screen.getByTestId('group-students-table');
    expect(await within(table).findByRole('link', { name: 'Karimova Malika Akmalovna' })).toHaveAttribute('href', '/education-process-otm/students/preview/1');
    expect(within(table).getAllByText("O'qimoqda")).toHaveLength(2);
    expect(within(table).getByText("Akademik ta'til").closest('[data-tone]')).toHaveAttribute('data-tone', 'warning');
    expect(within(table).getByText('Chetlashgan').closest('[data-tone]')).toHaveAttribute('data-tone', 'error');
    expect(within(table).getByTestId('list-total')).toHaveTextContent('Jami: 4 ta');
    expect(screen.getByRole('link', { name: 'Baholash qaydnomasi' })).toHaveAttribute('href', '/education-process-otm/group/rating/7');
    expect(screen.getByRole('link', { name: 'Guruhchalarga ajratish' })).toHaveAttribute('href', '/education-process-otm/group/preview/7/grouping');
  });

  it('inactivates after confirmation with the version read', async () => {
    const { calls } = setup();
    await userEvent.click(await screen.findByRole('button', { name: 'Nofaol qilish' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Ha' }));
    await waitFor(() => expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ version: 2 }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Nofaol qilish' })).not.toBeInTheDocument());
    expect(within(screen.getByTestId('group-preview')).getByText('Faol emas')).toBeInTheDocument();
  });

  it('offers no inactivate, edit or delete without their permissions, and a History tab with audit-view', async () => {
    setup(['edu-group-view', 'audit-view']);
    await screen.findByTestId('group-preview');
    expect(screen.queryByRole('button', { name: 'Nofaol qilish' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Tahrirlash' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'O‘chirish' })).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Tarix' })).toBeInTheDocument();
  });

  it('leads to the group’s journal and names its students past an absence threshold, for a role that reads the journal', async () => {
    const { calls } = setup([...groupPermissions, 'journal-view'], {
      'GET /api/v1/journal/attendance/': list([
        { student_id: 1, full_name: 'Karimova Malika Akmalovna', edu_group: { id: 7, name: 'KI-21' }, institution_id: 1, semester: 3, unexcused_hours: 14, excused_hours: 0, level: 'WARNING' },
      ]),
    });
    expect(await screen.findByTestId('group-journal-link')).toHaveAttribute('href', '/education-process-otm/group/journal/7');
    expect(await screen.findByTestId('group-absences')).toHaveTextContent('Karimova Malika Akmalovna: 14 soat sababsiz');
    expect(calls.find((call) => call.path === '/api/v1/journal/attendance/')?.query.get('edu_group_id')).toBe('7');
  });

  it('asks nothing of the journal without journal-view', async () => {
    const { calls } = setup();
    await screen.findByTestId('group-preview');
    expect(screen.queryByTestId('group-journal-link')).not.toBeInTheDocument();
    expect(calls.some((call) => call.path.startsWith('/api/v1/journal/'))).toBe(false);
  });
});
