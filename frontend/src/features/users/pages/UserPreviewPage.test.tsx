import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSession } from '@/store/session';
import { auditRecord } from '@/test/audit';
import { mockFetch } from '@/test/fetch';
import { demoPermissions, profile } from '@/test/fixtures';
import { renderAt } from '@/test/render';
import UserPreviewPage from './UserPreviewPage';

const user = {
  id: 5,
  username: 'vali',
  name: 'Yangi Ism',
  pinfl: null,
  is_active: true,
  is_system: false,
  roles: [{ id: 4, name: 'TEACHER', level: 'INSTITUTION' }],
  institutions: [],
  institution_ids: [],
  last_login_at: null,
  version: 2,
};

function setup(permissions: string[]) {
  useSession.setState({ status: 'finished', authenticated: true, profile: profile({ permissions }) });
  const fetch = mockFetch({
    'GET /api/v1/users/5/': { status: 200, body: { result: user } },
    'POST /api/v1/users/5/reset-password/': { status: 200, body: { result: { temporary_password: 'Xk7-pQ2m-9wLz' } } },
    'GET /api/v1/audit-log/': { status: 200, body: { results: [auditRecord()], count: 1 } },
    'GET /api/v1/institutions/': { status: 200, body: { results: [], count: 0 } },
  });
  return { ...fetch, ...renderAt(<UserPreviewPage />, '/management/users/preview/5', '/management/users/preview/:id') };
}

describe('user preview', () => {
  it('has a History tab showing the user’s changes for a role with audit-view', async () => {
    const { calls } = setup(demoPermissions.superadmin);
    expect(await screen.findByTestId('user-preview')).toHaveTextContent('Yangi Ism');
    await userEvent.click(screen.getByRole('tab', { name: 'Tarix' }));
    const entry = await screen.findByTestId('history-entry');
    const name = within(entry).getByRole('cell', { name: 'F.I.Sh.' }).closest('tr') as HTMLElement;
    expect(name).toHaveTextContent('Eski Ism');
    expect(name).toHaveTextContent('Yangi Ism');
    const request = calls.find((call) => call.path === '/api/v1/audit-log/');
    expect(request?.query.get('entity_type')).toBe('user');
    expect(request?.query.get('entity_id')).toBe('5');
  });

  it('has no tabs without audit-view', async () => {
    const { calls } = setup(['user-view']);
    expect(await screen.findByTestId('user-preview')).toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    expect(calls.some((call) => call.path === '/api/v1/audit-log/')).toBe(false);
  });

  it('gives the user a temporary password after the confirmation and shows it once, to copy', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const { calls } = setup(['user-view', 'user-edit']);
    await screen.findByTestId('user-preview');

    await userEvent.click(screen.getByRole('button', { name: 'Parolni tiklash' }));
    const question = await screen.findByRole('dialog');
    expect(question).toHaveTextContent('Foydalanuvchiga vaqtinchalik parol berilsinmi? Uning barcha seanslari tugatiladi.');
    await userEvent.click(within(question).getByRole('button', { name: 'Yo‘q' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Parolni tiklash' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Ha' }));
    const shown = await screen.findByTestId('temporary-password-dialog');
    expect(within(shown).getByRole('heading', { name: 'Vaqtinchalik parol' })).toBeInTheDocument();
    expect(within(shown).getByTestId('temporary-password')).toHaveTextContent('Xk7-pQ2m-9wLz');
    expect(shown).toHaveTextContent('Kirishda vaqtinchalik parolni almashtirish kerak');
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.path)).toEqual(['/api/v1/users/5/reset-password/']);

    await userEvent.click(within(shown).getByRole('button', { name: 'Nusxa olish' }));
    expect(writeText).toHaveBeenCalledWith('Xk7-pQ2m-9wLz');
    expect(await screen.findByTestId('notice')).toHaveTextContent('Nusxa olindi');

    await userEvent.click(within(shown).getByRole('button', { name: 'Yopish' }));
    await waitFor(() => expect(screen.queryByTestId('temporary-password-dialog')).not.toBeInTheDocument());
    expect(screen.queryByText('Xk7-pQ2m-9wLz')).not.toBeInTheDocument();
  });

  it('offers no password reset without user-edit', async () => {
    setup(['user-view']);
    await screen.findByTestId('user-preview');
    expect(screen.queryByRole('button', { name: 'Parolni tiklash' })).not.toBeInTheDocument();
  });
});
