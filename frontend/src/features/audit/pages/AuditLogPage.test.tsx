import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSession } from '@/store/session';
import { auditRecord } from '@/test/audit';
import { mockFetch, type Call } from '@/test/fetch';
import { demoPermissions, profile } from '@/test/fixtures';
import { renderAt } from '@/test/render';
import AuditLogPage from './AuditLogPage';

const records = [
  auditRecord({
    id: 21,
    at: '2026-11-21T10:30:00Z',
    changes: { name: ['Eski Ism', 'Yangi Ism'], roles: [['TEACHER'], ['OTMADMIN', 'TEACHER']] },
  }),
  auditRecord({ id: 20, at: '2026-11-21T09:00:00Z', action: 'login_failed', entity_type: 'session', entity_id: null, actor: null, changes: { username: [null, 'nobody'] } }),
  auditRecord({ id: 19, action: 'approve', entity_type: 'curriculum', entity_id: 8, changes: { status: ['DRAFT', 'APPROVED'] } }),
];

const users = [
  { id: 3, name: 'Karimov Jasur', username: 'otmadmin' },
  { id: 4, name: 'Aliyeva Nodira', username: 'teacher' },
];

function setup(permissions: string[], path = '/management/audit-log') {
  useSession.setState({ status: 'finished', authenticated: true, profile: profile({ permissions }) });
  const fetch = mockFetch({
    'GET /api/v1/audit-log/': (call) =>
      call.query.get('action') === 'explode'
        ? { status: 422, body: { error: { code: 'validation_failed', messages: ['Ma’lumotlar noto‘g‘ri kiritilgan'], fields: { action: ['x'] } } } }
        : { status: 200, body: { results: call.query.get('actor_id') === '4' ? [] : records, count: 57 } },
    'GET /api/v1/users/': (call) => ({
      status: 200,
      body: { results: users.filter((user) => user.name.toLowerCase().includes((call.query.get('search') ?? '').toLowerCase())), count: 2 },
    }),
    'GET /api/v1/institutions/': { status: 200, body: { results: [], count: 0 } },
  });
  return { ...fetch, ...renderAt(<AuditLogPage />, path) };
}

const logCalls = (calls: Call[]) => calls.filter((call) => call.path === '/api/v1/audit-log/');

describe('the audit log', () => {
  it('lists the records with time, actor and role, action, entity and IP, and the total', async () => {
    const { calls } = setup(demoPermissions.superadmin);
    await screen.findAllByRole('button', { name: 'Batafsil' });
    const rows = screen.getAllByRole('row').filter((row) => !row.hasAttribute('data-detail-of')).slice(1);
    expect(rows).toHaveLength(3);
    expect(screen.queryByTestId('audit-details')).not.toBeInTheDocument();
    const first = rows[0] as HTMLElement;
    expect(within(first).getByText(/^21\.11\.2026 \d\d:30$/)).toBeInTheDocument();
    expect(first).toHaveTextContent('Tizim administratori');
    expect(first).toHaveTextContent('Superadmin');
    expect(first).toHaveTextContent('Tahrirlash');
    expect(first).toHaveTextContent('Foydalanuvchi #5');
    expect(first).toHaveTextContent('127.0.0.1');
    expect(screen.getByText('Muvaffaqiyatsiz kirish').closest('tr')).toHaveTextContent('Noma’lum foydalanuvchi');
    expect(screen.getByText('Muvaffaqiyatsiz kirish').closest('tr')).toHaveTextContent(/Seans(?! #)/);
    // A kind of record is named in the interface language; an action code it does not know shows as it is.
    expect(screen.getByText('approve').closest('tr')).toHaveTextContent('O‘quv reja #8');
    expect(screen.getByTestId('list-total')).toHaveTextContent('Jami: 57 ta');
    expect(Object.fromEntries(logCalls(calls)[0]?.query ?? [])).toEqual({ page: '1', limit: '20' });
  });

  it('opens a row to its before/after table', async () => {
    setup(demoPermissions.superadmin);
    const toggles = await screen.findAllByRole('button', { name: 'Batafsil' });
    expect(toggles[0]).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggles[0]!);
    expect(toggles[0]).toHaveAttribute('aria-expanded', 'true');
    const details = await screen.findByTestId('audit-details');
    const name = within(details).getByRole('cell', { name: 'F.I.Sh.' }).closest('tr') as HTMLElement;
    expect(within(name).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['F.I.Sh.', 'Eski Ism', 'Yangi Ism']);
    expect(within(details).getByText('OTMADMIN').closest('[data-mark]')).toHaveAttribute('data-mark', 'added');
    expect(details).toHaveTextContent('So‘rov ID: req-17');
    expect(details).toHaveTextContent('Brauzer: Chromium');
  });

  it('restores every filter from a shared link and sends it to the server', async () => {
    const { calls } = setup(
      demoPermissions.superadmin,
      '/management/audit-log?entity_type=user&entity_id=5&action=update&actor_id=1&from=2026-11-01&to=2026-11-21&page=2',
    );
    await screen.findAllByRole('button', { name: 'Batafsil' });
    expect(Object.fromEntries(logCalls(calls)[0]?.query ?? [])).toEqual({
      page: '2',
      limit: '20',
      actor_id: '1',
      entity_type: 'user',
      entity_id: '5',
      action: 'update',
      from: new Date(2026, 10, 1).toISOString(),
      to: new Date(2026, 10, 22).toISOString(),
    });
    expect(screen.getByRole('combobox', { name: 'Obyekt turi' })).toHaveTextContent('Foydalanuvchi');
    expect(screen.getByRole('combobox', { name: 'Amal' })).toHaveTextContent('Tahrirlash');
    expect(screen.getByRole('textbox', { name: 'Obyekt ID' })).toHaveValue('5');
    // The actor's name comes from the records shown.
    expect(screen.getByRole('combobox', { name: 'Foydalanuvchi' })).toHaveValue('Tizim administratori');
    expect((document.querySelector('input[name="from"]') as HTMLInputElement).value).toBe('01.11.2026');
    expect((document.querySelector('input[name="to"]') as HTMLInputElement).value).toBe('21.11.2026');
  });

  it('picks the days of the range in an Uzbek calendar from Monday, and sends them as local-day bounds', async () => {
    const { calls, router } = setup(demoPermissions.superadmin, '/management/audit-log?to=2020-03-20');
    await screen.findAllByRole('button', { name: 'Batafsil' });
    await userEvent.click(screen.getByRole('button', { name: 'Sanani tanlang' }));
    const calendar = await screen.findByRole('dialog');
    expect(calendar).toHaveTextContent('Mart 2020');
    expect(within(calendar).getAllByRole('columnheader').map((day) => day.textContent)).toEqual(['Dush', 'Sesh', 'Chor', 'Pay', 'Jum', 'Shan', 'Yak']);
    // No day after the end of the range can start it.
    expect(within(calendar).getByRole('gridcell', { name: '21' })).toBeDisabled();
    await userEvent.click(within(calendar).getByRole('gridcell', { name: '5' }));
    await waitFor(() => expect(router.state.location.search).toBe('?to=2020-03-20&from=2020-03-05'));
    await waitFor(() => expect(logCalls(calls).at(-1)?.query.get('from')).toBe(new Date(2020, 2, 5).toISOString()));
    expect(logCalls(calls).at(-1)?.query.get('to')).toBe(new Date(2020, 2, 21).toISOString());
    expect((document.querySelector('input[name="from"]') as HTMLInputElement).value).toBe('05.03.2020');
  });

  it('keeps the chosen entity type, entity id and action in the URL, and clears them all at once', async () => {
    const { calls, router } = setup(demoPermissions.superadmin);
    await screen.findAllByRole('button', { name: 'Batafsil' });
    await userEvent.click(screen.getByRole('combobox', { name: 'Obyekt turi' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Barchasi',
      'Foydalanuvchi',
      'Rol',
      'Ta’lim muassasasi (TM)',
      'Seans',
      'Baholash rejasi',
      'Dars davomati',
      'Sababli qoldirish',
      'Qaydnoma',
      'Jurnal sozlamalari',
    ]);
    await userEvent.click(screen.getByRole('option', { name: 'Foydalanuvchi' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Obyekt ID' }), '5x');
    await waitFor(() => expect(router.state.location.search).toBe('?entity_type=user&entity_id=5'));
    await userEvent.click(screen.getByRole('combobox', { name: 'Amal' }));
    await userEvent.click(screen.getByRole('option', { name: 'Tahrirlash' }));
    await waitFor(() => expect(router.state.location.search).toBe('?entity_type=user&entity_id=5&action=update'));
    await waitFor(() => expect(logCalls(calls).at(-1)?.query.get('action')).toBe('update'));
    expect(logCalls(calls).at(-1)?.query.get('entity_id')).toBe('5');

    await userEvent.click(screen.getByRole('button', { name: 'Filtrlarni tozalash' }));
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('textbox', { name: 'Obyekt ID' })).toHaveValue('');
  });

  it('finds actors through the users list for a role with user-view', async () => {
    const { calls, router } = setup(demoPermissions.superadmin);
    await screen.findAllByRole('button', { name: 'Batafsil' });
    expect(calls.some((call) => call.path === '/api/v1/users/')).toBe(false);
    const actor = screen.getByRole('combobox', { name: 'Foydalanuvchi' });
    await userEvent.type(actor, 'aliy');
    await waitFor(() => expect(calls.some((call) => call.path === '/api/v1/users/' && call.query.get('search') === 'aliy')).toBe(true));
    await userEvent.click(await screen.findByRole('option', { name: /Aliyeva Nodira/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?actor_id=4'));
    expect(actor).toHaveValue('Aliyeva Nodira');
    await waitFor(() => expect(screen.getByTestId('list-total')).toHaveTextContent('Jami: 57 ta'));
    expect(logCalls(calls).at(-1)?.query.get('actor_id')).toBe('4');
  });

  it('offers an id typed as digits, for users no longer listed', async () => {
    const { router } = setup(demoPermissions.superadmin);
    await screen.findAllByRole('button', { name: 'Batafsil' });
    await userEvent.type(screen.getByRole('combobox', { name: 'Foydalanuvchi' }), '99');
    await userEvent.click(await screen.findByRole('option', { name: 'ID bo‘yicha: 99' }));
    await waitFor(() => expect(router.state.location.search).toBe('?actor_id=99'));
  });

  it('asks for no user list without user-view, and takes the actor as an id', async () => {
    const { calls, router } = setup(['audit-view']);
    await screen.findAllByRole('button', { name: 'Batafsil' });
    await userEvent.type(screen.getByRole('textbox', { name: 'Foydalanuvchi ID' }), '3');
    await waitFor(() => expect(router.state.location.search).toBe('?actor_id=3'));
    expect(calls.some((call) => call.path === '/api/v1/users/')).toBe(false);
  });

  it('shows why the server refused the filters', async () => {
    setup(demoPermissions.superadmin, '/management/audit-log?action=explode');
    expect(await screen.findByRole('alert')).toHaveTextContent('Ma’lumotlar noto‘g‘ri kiritilgan');
    // The unknown code stays selectable as it is.
    expect(screen.getByRole('combobox', { name: 'Amal' })).toHaveTextContent('explode');
    expect(screen.getByTestId('list-total')).toHaveTextContent('Jami: 0 ta');
  });
});
