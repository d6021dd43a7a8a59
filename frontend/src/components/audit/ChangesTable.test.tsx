import { screen, waitFor, within } from '@testing-library/react';
import type { AuditChanges } from '@/api/audit/types';
import { useSession } from '@/store/session';
import { mockFetch } from '@/test/fetch';
import { demoPermissions, profile } from '@/test/fixtures';
import { renderAt } from '@/test/render';
import { ChangesTable } from './ChangesTable';

const institutions = {
  results: [
    { id: 1, name: { uz: 'Toshkent davlat universiteti', ru: 'ТГУ', en: 'TSU' } },
    { id: 3, name: { uz: 'Akademik litsey', ru: 'Лицей', en: 'Lyceum' } },
  ],
  count: 2,
};

function setup(entityType: string, changes: AuditChanges, permissions = demoPermissions.superadmin) {
  useSession.setState({ status: 'finished', authenticated: true, profile: profile({ permissions }) });
  const fetch = mockFetch({ 'GET /api/v1/institutions/': { status: 200, body: institutions } });
  renderAt(<ChangesTable entityType={entityType} changes={changes} />);
  return fetch;
}

const row = (field: string) => {
  const element = document.querySelector(`tr[data-field="${field}"]`) as HTMLElement | null;
  if (!element) throw new Error(`no row for ${field}`);
  return {
    label: element.querySelector('td')?.textContent,
    old: element.querySelector('[data-side="old"]') as HTMLElement,
    new: element.querySelector('[data-side="new"]') as HTMLElement,
  };
};

describe('the before/after table', () => {
  it('labels fields, shows old and new values, and marks the list items gained and lost', () => {
    setup('user', {
      roles: [['TEACHER'], ['OTMADMIN', 'TEACHER']],
      name: ['Eski Ism', 'Yangi Ism'],
      is_active: [true, false],
      password_changed: [null, true],
      pinfl: ['12345678901234', null],
    });
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Maydon', 'Avvalgi qiymat', 'Yangi qiymat']);
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((element) => element.getAttribute('data-field'))).toEqual(['name', 'pinfl', 'roles', 'is_active', 'password_changed']);

    expect(row('name')).toMatchObject({ label: 'F.I.Sh.' });
    expect(row('name').old).toHaveTextContent('Eski Ism');
    expect(row('name').new).toHaveTextContent('Yangi Ism');
    expect(row('is_active').old).toHaveTextContent('Ha');
    expect(row('is_active').new).toHaveTextContent('Yo‘q');
    expect(row('password_changed').old).toHaveTextContent(/^—$/);
    expect(row('password_changed').new).toHaveTextContent('Ha');
    expect(row('pinfl').new).toHaveTextContent(/^—$/);

    const roles = row('roles');
    expect(within(roles.old).getByText('TEACHER').closest('[data-mark]')).toBeNull();
    expect(within(roles.new).getByText('OTMADMIN').closest('[data-mark]')).toHaveAttribute('data-mark', 'added');
    expect(within(roles.new).getByText('TEACHER').closest('[data-mark]')).toBeNull();
  });

  it('marks the permissions a role lost, and shows a coded level by its label', () => {
    setup('role', {
      permissions: [['user-view', 'user-add'], ['user-view']],
      level: ['INSTITUTION', 'MINISTRY'],
    });
    expect(within(row('permissions').old).getByText('user-add').closest('[data-mark]')).toHaveAttribute('data-mark', 'removed');
    expect(row('level').label).toBe('Darajasi');
    expect(row('level').old).toHaveTextContent('Ta’lim muassasasi (TM)');
    expect(row('level').new).toHaveTextContent('Vazirlik (OTV)');
  });

  it('shows institution ids by name for a role that may read institutions', async () => {
    const { calls } = setup('user', { institution_ids: [[1], [1, 3]] });
    await waitFor(() => expect(row('institution_ids').new).toHaveTextContent('Akademik litsey'));
    expect(row('institution_ids').old).toHaveTextContent('Toshkent davlat universiteti');
    expect(calls.filter((call) => call.path === '/api/v1/institutions/')).toHaveLength(1);
  });

  it('without institution-view names only the institutions of the own profile, and asks nothing', () => {
    const { calls } = setup('user', { institution_ids: [[], [1, 42]] }, demoPermissions.otmadmin);
    expect(row('institution_ids').old).toHaveTextContent(/^—$/);
    expect(row('institution_ids').new).toHaveTextContent('Toshkent davlat universiteti42');
    expect(calls).toHaveLength(0);
  });

  it('shows an unknown entity type and its fields by their codes, objects as key and value', () => {
    setup('curriculum', {
      status: ['DRAFT', 'APPROVED'],
      name: [null, { uz: 'Reja', ru: 'План' }],
      hours: [0, 120],
    });
    expect(row('status')).toMatchObject({ label: 'status' });
    expect(row('status').new).toHaveTextContent('APPROVED');
    expect(row('name').new).toHaveTextContent('uz: Rejaru: План');
    expect(row('hours').old).toHaveTextContent('0');
    expect(row('hours').new).toHaveTextContent('120');
  });

  it('says so when a record holds no changes', () => {
    setup('session', {});
    expect(screen.getByText('O‘zgarishlar qayd etilmagan')).toBeInTheDocument();
  });
});
