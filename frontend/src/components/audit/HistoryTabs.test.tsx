import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSession } from '@/store/session';
import { auditRecord } from '@/test/audit';
import { mockFetch } from '@/test/fetch';
import { profile } from '@/test/fixtures';
import { renderAt } from '@/test/render';
import { HISTORY_PAGE_SIZE } from './EntityHistory';
import { HistoryTabs } from './HistoryTabs';

/** Permissions of a role that reads the trail (Superadmin, MINISTRY and OTMADMIN hold audit-view). */
const AUDITOR = ['user-view', 'audit-view'];

function setup(permissions: string[], path = '/things/preview/5', count = 2) {
  useSession.setState({ status: 'finished', authenticated: true, profile: profile({ permissions }) });
  const fetch = mockFetch({
    'GET /api/v1/audit-log/': (call) => ({
      status: 200,
      body: {
        results:
          call.query.get('page') === '2'
            ? [auditRecord({ id: 3, action: 'create', changes: { name: [null, 'Birinchi Ism'] } })]
            : [
                auditRecord({ id: 12, at: '2026-11-21T10:30:00Z', changes: { name: ['Eski Ism', 'Yangi Ism'] } }),
                auditRecord({ id: 11, at: '2026-11-20T08:00:00Z', action: 'approve', actor: null, ip: null, changes: {} }),
              ],
        count,
      },
    }),
    'GET /api/v1/institutions/': { status: 200, body: { results: [], count: 0 } },
  });
  const rendered = renderAt(
    <HistoryTabs entityType="user" entityId={5}>
      <p>the details</p>
    </HistoryTabs>,
    path,
  );
  return { ...fetch, ...rendered };
}

describe('the History tab of a preview page', () => {
  it('is not there without audit-view, and nothing is asked', () => {
    const { calls } = setup(['user-view']);
    expect(screen.getByText('the details')).toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('opens on the details; the History tab asks for the entity’s records, newest first, and keeps itself in the URL', async () => {
    const { calls, router } = setup(AUDITOR);
    expect(screen.getByRole('tab', { name: 'Ma’lumotlar' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('the details')).toBeInTheDocument();
    expect(calls.some((call) => call.path === '/api/v1/audit-log/')).toBe(false);

    await userEvent.click(screen.getByRole('tab', { name: 'Tarix' }));
    expect(router.state.location.search).toBe('?tab=history');
    const entries = await screen.findAllByTestId('history-entry');
    expect(entries.map((entry) => entry.getAttribute('data-record-id'))).toEqual(['12', '11']);
    const request = calls.find((call) => call.path === '/api/v1/audit-log/');
    expect(Object.fromEntries(request?.query ?? [])).toEqual({
      page: '1',
      limit: String(HISTORY_PAGE_SIZE),
      entity_type: 'user',
      entity_id: '5',
    });

    const [latest, older] = entries as [HTMLElement, HTMLElement];
    expect(latest).toHaveTextContent(/21\.11\.2026 \d\d:30/);
    expect(latest).toHaveTextContent('Tahrirlash');
    expect(latest).toHaveTextContent('Tizim administratori');
    expect(latest).toHaveTextContent('Superadmin');
    expect(latest).toHaveTextContent('127.0.0.1');
    const name = within(latest).getByRole('cell', { name: 'F.I.Sh.' }).closest('tr') as HTMLElement;
    expect(name).toHaveTextContent('Eski Ism');
    expect(name).toHaveTextContent('Yangi Ism');
    // An action added later shows its code; a record without an actor says so.
    expect(older).toHaveTextContent('approve');
    expect(older).toHaveTextContent('Noma’lum foydalanuvchi');
    expect(older).toHaveTextContent('O‘zgarishlar qayd etilmagan');
    expect(screen.getByTestId('list-total')).toHaveTextContent('Jami: 2 ta');

    await userEvent.click(screen.getByRole('tab', { name: 'Ma’lumotlar' }));
    expect(router.state.location.search).toBe('');
    expect(screen.getByText('the details')).toBeInTheDocument();
  });

  it('opens on the history from a link, and pages through it', async () => {
    const { calls } = setup(AUDITOR, '/things/preview/5?tab=history', 12);
    expect(await screen.findAllByTestId('history-entry')).toHaveLength(2);
    expect(screen.getByTestId('list-total')).toHaveTextContent('Jami: 12 ta');
    await userEvent.click(screen.getByRole('button', { name: /page 2/ }));
    await waitFor(() => expect(screen.getAllByTestId('history-entry')).toHaveLength(1));
    expect(screen.getByTestId('history-entry')).toHaveTextContent('Birinchi Ism');
    expect(calls.at(-1)?.query.get('page')).toBe('2');
  });

  it('shows the server’s reason when the history cannot be read', async () => {
    useSession.setState({ status: 'finished', authenticated: true, profile: profile({ permissions: AUDITOR }) });
    mockFetch({
      'GET /api/v1/audit-log/': { status: 422, body: { error: { code: 'validation_failed', messages: ['Ma’lumotlar noto‘g‘ri kiritilgan'] } } },
    });
    renderAt(
      <HistoryTabs entityType="planet" entityId={5}>
        <p>the details</p>
      </HistoryTabs>,
      '/x?tab=history',
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Ma’lumotlar noto‘g‘ri kiritilgan');
  });
});
