import { screen, waitFor, within } from '@testing-library/react';
import { useSession } from '@/store/session';
import { mockFetch } from '@/test/fetch';
import { demoPermissions, profile } from '@/test/fixtures';
import { renderAt } from '@/test/render';
import { catalogueAnswer, holders, storedRole } from '@/test/roles';
import RolePreviewPage from './RolePreviewPage';

function setup(permissions: string[], role = storedRole()) {
  useSession.setState({ status: 'finished', authenticated: true, profile: profile({ permissions }) });
  const fetch = mockFetch({
    'GET /api/v1/roles/12/': { status: 200, body: { result: role } },
    'GET /api/v1/permissions/': catalogueAnswer,
    'GET /api/v1/users/': { status: 200, body: { results: holders, count: 2 } },
  });
  return { ...fetch, ...renderAt(<RolePreviewPage />, '/management/role/preview/12', '/management/role/preview/:id') };
}

describe('role preview', () => {
  it('shows the name, the level and the held permissions grouped by area in the catalogue’s order', async () => {
    setup(demoPermissions.superadmin);
    const card = await screen.findByTestId('role-preview');
    expect(within(card).getByText('Kadrlar bo‘limi')).toBeInTheDocument();
    expect(card.querySelector('[data-field="level"]')).toHaveTextContent('Vazirlik (OTV)');
    const permissions = await within(card).findByTestId('role-permissions');
    const groups = [...permissions.querySelectorAll('[data-group]')];
    // The area with none of the role's permissions is left out; the others keep the catalogue's order.
    expect(groups.map((group) => group.getAttribute('data-group'))).toEqual(['administrative-ministry', 'management']);
    expect(groups[0]).toHaveTextContent('Ma’muriy jarayon (OTV)');
    expect(groups[0]).toHaveTextContent('TMlarni ko‘rish');
    expect(groups[0]).not.toHaveTextContent('TMni tahrirlash');
    expect(groups[1]).toHaveTextContent('Boshqaruv');
    expect(groups[1]).toHaveTextContent('Foydalanuvchilarni ko‘rish');
    expect(groups[1]).toHaveTextContent('Rollarni ko‘rish');
    expect(groups[1]).not.toHaveTextContent('Rolni tahrirlash');
  });

  it('lists the users who hold the role, each linked to their page, asking the users list by the role', async () => {
    const { calls } = setup(demoPermissions.superadmin);
    const section = await screen.findByTestId('role-holders');
    expect(await within(section).findByRole('link', { name: 'Karimova Dilnoza' })).toHaveAttribute('href', '/management/users/preview/31');
    expect(within(section).getByRole('link', { name: 'Toshmatov Sardor' })).toHaveAttribute('href', '/management/users/preview/32');
    expect(within(section).getByTestId('list-total')).toHaveTextContent('2');
    const request = calls.find((call) => call.path === '/api/v1/users/');
    expect(request?.query.get('role_id')).toBe('12');
    expect(request?.query.get('page')).toBe('1');
  });

  it('offers edit and delete by permission', async () => {
    setup(demoPermissions.superadmin);
    expect(await screen.findByRole('link', { name: 'Tahrirlash' })).toHaveAttribute('href', '/management/role/edit/12');
    expect(screen.getByRole('button', { name: 'O‘chirish' })).toBeInTheDocument();
  });

  it('reads only, without asking for the holders, for a role without role-edit, role-delete and user-view', async () => {
    const { calls } = setup(['role-view']);
    await screen.findByTestId('role-permissions');
    expect(screen.queryByRole('link', { name: 'Tahrirlash' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'O‘chirish' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('role-holders')).not.toBeInTheDocument();
    expect(calls.some((call) => call.path === '/api/v1/users/')).toBe(false);
  });

  it('offers neither edit nor delete for the system role', async () => {
    setup(demoPermissions.superadmin, storedRole({ name: 'Superadmin', is_system: true, is_delivered: true }));
    const card = await screen.findByTestId('role-preview');
    expect(within(card).getByText('Tizim roli')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('role-holders')).toBeInTheDocument());
    expect(screen.queryByRole('link', { name: 'Tahrirlash' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'O‘chirish' })).not.toBeInTheDocument();
  });
});
