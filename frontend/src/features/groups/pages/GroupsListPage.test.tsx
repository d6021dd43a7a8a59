import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSession } from '@/store/session';
import { mockFetch } from '@/test/fetch';
import { renderAt } from '@/test/render';
import { group, groupAdmin, list } from '../testing/fixtures';
import GroupsListPage from './GroupsListPage';

jest.setTimeout(60_000);

function setup(permissions?: string[]) {
  useSession.setState({ status: 'finished', authenticated: true, profile: groupAdmin(permissions) });
  const fetch = mockFetch({
    'GET /api/v1/edu-groups/': (call) =>
      call.query.get('course') === '1'
        ? list([group({ id: 8, name: 'KI-25', course: 1, current_semester: 1 })])
        : list([group(), group({ id: 8, name: 'KI-25', course: 1, current_semester: 1, status: 'INACTIVE', current_number_of_students: 0 })], 42),
    'GET /api/v1/curriculums/': list([{ id: 4, name: 'Kompyuter injiniringi 2025', edu_direction_id: 3, edu_form: 'FULL_TIME', edu_language: 'UZ', number_of_semesters: 4 }]),
  });
  return { ...fetch, ...renderAt(<GroupsListPage />, '/education-process-otm/group') };
}

describe('groups list', () => {
  it('shows each group’s course, semester, curriculum, students and status, and the total', async () => {
    const { calls } = setup();
    const row = (await screen.findByRole('link', { name: 'KI-21' })).closest('tr') as HTMLElement;
    expect(screen.getByTestId('list-total')).toHaveTextContent('Jami: 42 ta');
    expect(within(row).getByText('2-kurs')).toBeInTheDocument();
    expect(within(row).getByText('3-semestr')).toBeInTheDocument();
    expect(within(row).getByText('Kompyuter injiniringi 2025')).toBeInTheDocument();
    expect(within(row).getByTestId('group-students')).toHaveTextContent('23 / 25');
    expect(within(row).getByText('Faol')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Baholash qaydnomasi' })).toHaveAttribute('href', '/education-process-otm/group/rating/7');
    expect(within(row).getByRole('link', { name: 'Tahrirlash' })).toHaveAttribute('href', '/education-process-otm/group/edit/7');
    expect(screen.getByRole('link', { name: 'Qo‘shish' })).toHaveAttribute('href', '/education-process-otm/group/add');
    expect(Object.fromEntries(calls.find((call) => call.path === '/api/v1/edu-groups/')?.query ?? [])).toEqual({ page: '1', limit: '20' });
    const curricula = calls.find((call) => call.path === '/api/v1/curriculums/');
    expect(Object.fromEntries(curricula?.query ?? [])).toEqual({ page: '1', limit: '10000', status: 'APPROVED' });
  });

  it('filters by course in the URL', async () => {
    const { calls, router } = setup();
    await screen.findByRole('link', { name: 'KI-21' });
    await userEvent.click(screen.getByRole('combobox', { name: 'Kurs' }));
    await userEvent.click(await screen.findByRole('option', { name: '1-kurs' }));
    await waitFor(() => expect(router.state.location.search).toBe('?course=1'));
    await waitFor(() => expect(screen.getByTestId('list-total')).toHaveTextContent('Jami: 1 ta'));
    expect(calls.at(-1)?.query.get('course')).toBe('1');
  });

  it('hides add, edit and delete without their permissions, and asks for no curricula without curriculum-view', async () => {
    const { calls } = setup(['edu-group-view']);
    await screen.findByRole('link', { name: 'KI-21' });
    expect(screen.queryByRole('link', { name: 'Qo‘shish' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Tahrirlash' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'O‘chirish' })).not.toBeInTheDocument();
    // A 403 would end the session.
    expect(calls.some((call) => call.path === '/api/v1/curriculums/')).toBe(false);
  });
});
