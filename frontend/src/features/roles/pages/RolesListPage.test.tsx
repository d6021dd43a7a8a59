import { screen } from '@testing-library/react';
import { useSession } from '@/store/session';
import { mockFetch } from '@/test/fetch';
import { demoPermissions, profile } from '@/test/fixtures';
import { renderAt } from '@/test/render';
import { storedRole } from '@/test/roles';
import RolesListPage from './RolesListPage';

function setup(permissions: string[]) {
  useSession.setState({ status: 'finished', authenticated: true, profile: profile({ permissions }) });
  mockFetch({
    'GET /api/v1/roles/': {
      status: 200,
      body: { results: [storedRole({ id: 1, name: 'Superadmin', is_system: true, is_delivered: true }), storedRole()], count: 2 },
    },
  });
  return renderAt(<RolesListPage />, '/management/role');
}

const rowOf = async (name: string) => (await screen.findByRole('link', { name })).closest('tr') as HTMLElement;

describe('roles list', () => {
  it('opens a role’s page from its name and its view action', async () => {
    setup(['role-view']);
    const row = await rowOf('Kadrlar bo‘limi');
    expect(row.querySelector('a[href="/management/role/preview/12"]')).not.toBeNull();
    expect(screen.getAllByRole('link', { name: 'Ko‘rish' }).map((link) => link.getAttribute('href'))).toEqual([
      '/management/role/preview/1',
      '/management/role/preview/12',
    ]);
    expect(screen.queryByRole('link', { name: 'Tahrirlash' })).not.toBeInTheDocument();
  });

  it('offers edit with role-edit, but never for the system role', async () => {
    setup(demoPermissions.superadmin);
    await rowOf('Superadmin');
    expect(screen.getAllByRole('link', { name: 'Tahrirlash' }).map((link) => link.getAttribute('href'))).toEqual(['/management/role/edit/12']);
  });
});
