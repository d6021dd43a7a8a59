import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSession } from '@/store/session';
import { mockFetch } from '@/test/fetch';
import { demoPermissions, profile } from '@/test/fixtures';
import { renderAt } from '@/test/render';
import UsersListPage from './UsersListPage';

const user = (id: number, name: string, active = true) => ({
  id,
  username: `user${id}`,
  name,
  pinfl: null,
  is_active: active,
  is_system: false,
  roles: [{ id: 4, name: 'TEACHER', level: 'INSTITUTION' }],
  institutions: [{ id: 1, name: { uz: 'Universitet', ru: 'Университет', en: 'University' } }],
  last_login_at: null,
  version: 1,
});

function setup(permissions: string[], path = '/management/users') {
  useSession.setState({ status: 'finished', authenticated: true, profile: profile({ permissions }) });
  const fetch = mockFetch({
    'GET /api/v1/users/': (call) => ({
      status: 200,
      body: call.query.get('search') === 'vali' ? { results: [user(2, 'Vali')], count: 1 } : { results: [user(1, 'Ali'), user(2, 'Vali', false)], count: 42 },
    }),
    'GET /api/v1/roles/': { status: 200, body: { results: [{ id: 4, name: 'TEACHER', level: 'INSTITUTION' }], count: 1 } },
    'DELETE /api/v1/users/1/': { status: 204 },
  });
  return { ...fetch, ...renderAt(<UsersListPage />, path) };
}

describe('users list', () => {
  it('asks for page 1 of 20 and shows the total even for one page', async () => {
    const { calls } = setup(demoPermissions.otmadmin);
    expect(await screen.findByText('Ali')).toBeInTheDocument();
    const list = calls.find((call) => call.path === '/api/v1/users/');
    expect(list?.query.get('page')).toBe('1');
    expect(list?.query.get('limit')).toBe('20');
    expect(screen.getByTestId('list-total')).toHaveTextContent('Jami: 42 ta');
    expect(screen.getAllByText('Faol')[0]?.closest('[data-status]')).toHaveAttribute('data-tone', 'success');
    expect(screen.getByText('Faol emas').closest('[data-status]')).toHaveAttribute('data-status', 'INACTIVE');
  });

  it('keeps the search in the URL and asks the server with it', async () => {
    const { calls, router } = setup(demoPermissions.otmadmin);
    await screen.findByText('Ali');
    await userEvent.type(screen.getByRole('searchbox'), 'vali');
    await waitFor(() => expect(router.state.location.search).toBe('?search=vali'));
    await waitFor(() => expect(screen.getByTestId('list-total')).toHaveTextContent('Jami: 1 ta'));
    expect(calls.at(-1)?.query.get('search')).toBe('vali');
  });

  it('restores page, size and search from a shared link', async () => {
    const { calls } = setup(demoPermissions.otmadmin, '/management/users?page=2&limit=50&is_active=false');
    await screen.findByText('Ali');
    const list = calls.find((call) => call.path === '/api/v1/users/');
    expect(Object.fromEntries(list?.query ?? [])).toEqual({ page: '2', limit: '50', is_active: 'false' });
  });

  it('asks for roles only with a permission that lets it read them, and never for institutions without institution-view', async () => {
    const { calls, unmount } = setup(['user-view']);
    await screen.findByText('Ali');
    expect(calls.some((call) => call.path === '/api/v1/roles/')).toBe(false);
    expect(screen.getByRole('combobox', { name: 'Rollar' })).toBeInTheDocument();
    unmount();

    const second = setup(demoPermissions.otmadmin);
    await screen.findByText('Ali');
    await waitFor(() => expect(second.calls.some((call) => call.path === '/api/v1/roles/')).toBe(true));
    expect(second.calls.some((call) => call.path === '/api/v1/institutions/')).toBe(false);
  });

  it('shows add, edit and delete only with their permissions', async () => {
    setup(['user-view']);
    await screen.findByText('Ali');
    expect(screen.queryByRole('link', { name: 'Qo‘shish' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Tahrirlash' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'O‘chirish' })).not.toBeInTheDocument();
  });

  it('deletes after "Haqiqatdan o‘chirishni istaysizmi?" and says "Muvaffaqiyatli o‘chirildi"', async () => {
    const { calls } = setup(demoPermissions.superadmin);
    const row = (await screen.findByText('Ali')).closest('tr')!;
    await userEvent.click(within(row as HTMLElement).getByRole('button', { name: 'O‘chirish' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Haqiqatdan o‘chirishni istaysizmi?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ha' }));
    expect(await screen.findByTestId('notice')).toHaveTextContent('Muvaffaqiyatli o‘chirildi');
    expect(calls.some((call) => call.method === 'DELETE' && call.path === '/api/v1/users/1/')).toBe(true);
  });
});
