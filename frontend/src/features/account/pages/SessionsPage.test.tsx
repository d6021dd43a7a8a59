import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { tokenStorage } from '@/api/token';
import { useSession } from '@/store/session';
import { mockFetch } from '@/test/fetch';
import { profile } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import type { OwnSession } from '../api/types';
import SessionsPage from './SessionsPage';

const CHROME_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';

const here: OwnSession = {
  id: 's-here',
  started_at: '2024-03-05T08:09:00Z',
  expires_at: '2024-03-05T20:09:00Z',
  client_ip: '10.0.0.7',
  user_agent: CHROME_WINDOWS,
  current: true,
};
const phone: OwnSession = {
  id: 's-phone',
  started_at: '2024-03-04T06:30:00Z',
  expires_at: '2024-03-04T18:30:00Z',
  client_ip: null,
  user_agent: FIREFOX_LINUX,
  current: false,
};
const unknown: OwnSession = { ...phone, id: 's-unknown', user_agent: null };

function setup(rows: OwnSession[] = [here, phone, unknown]) {
  tokenStorage.set('t');
  useSession.setState({ status: 'finished', authenticated: true, profile: profile() });
  let listed = rows;
  const fetch = mockFetch({
    'GET /api/v1/users/me/sessions/': () => ({ status: 200, body: { results: listed, count: listed.length } }),
    'DELETE /api/v1/users/me/sessions/s-phone/': () => {
      listed = listed.filter((row) => row.id !== 's-phone');
      return { status: 204 };
    },
    'DELETE /api/v1/users/me/sessions/s-here/': { status: 204 },
    'DELETE /api/v1/users/me/sessions/': () => {
      const ended = listed.length - 1;
      listed = listed.filter((row) => row.current);
      return { status: 200, body: { result: { ended } } };
    },
  });
  const view = renderRoutes(
    [
      { path: '/account/sessions', element: <SessionsPage /> },
      { path: '/', element: <p>home</p> },
    ],
    '/account/sessions',
  );
  return { ...fetch, ...view };
}

const row = (device: string) => screen.getByText(device).closest('tr') as HTMLElement;

describe('sessions page', () => {
  it('lists each session with its device, address and times, and tags this device', async () => {
    const { calls } = setup();
    expect(await screen.findByText('Chrome 126, Windows')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Mening seanslarim' })).toBeInTheDocument();
    const current = row('Chrome 126, Windows');
    expect(within(current).getByTestId('this-device')).toHaveTextContent('Bu qurilma');
    expect(current).toHaveTextContent('10.0.0.7');
    expect(current).toHaveTextContent(/05\.03\.2024 \d\d:09/);
    const other = row('Firefox 128, Linux');
    expect(within(other).queryByTestId('this-device')).not.toBeInTheDocument();
    expect(other).toHaveTextContent('—');
    expect(other).toHaveTextContent(/04\.03\.2024 \d\d:30/);
    expect(screen.getByText('Noma’lum qurilma')).toBeInTheDocument();
    expect(calls[0]?.query.get('page')).toBe('1');
    expect(calls[0]?.query.get('limit')).toBe('20');
  });

  it('ends another session at once and lists the rest', async () => {
    const { calls } = setup();
    await screen.findByText('Firefox 128, Linux');
    await userEvent.click(within(row('Firefox 128, Linux')).getByRole('button', { name: 'Seansni tugatish' }));
    expect(await screen.findByTestId('notice')).toHaveTextContent('Seans tugatildi');
    await waitFor(() => expect(screen.queryByText('Firefox 128, Linux')).not.toBeInTheDocument());
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual(['/api/v1/users/me/sessions/s-phone/']);
    expect(useSession.getState().authenticated).toBe(true);
  });

  it('ends every other session after the confirmation and says how many', async () => {
    const { calls } = setup();
    await screen.findByText('Firefox 128, Linux');
    await userEvent.click(screen.getByRole('button', { name: 'Boshqa barcha seanslarni tugatish' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Bu qurilmadagidan boshqa barcha seanslar tugatilsinmi?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ha' }));
    expect(await screen.findByTestId('notice')).toHaveTextContent('Tugatilgan seanslar: 2 ta');
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual(['/api/v1/users/me/sessions/']);
    await waitFor(() => expect(screen.queryByText('Firefox 128, Linux')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Boshqa barcha seanslarni tugatish' })).toBeDisabled();
  });

  it('asks before ending this device’s session, which signs out', async () => {
    const { calls, router } = setup();
    await screen.findByText('Chrome 126, Windows');
    await userEvent.click(within(row('Chrome 126, Windows')).getByRole('button', { name: 'Seansni tugatish' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Bu qurilmadagi seans tugatiladi va tizimdan chiqasiz. Davom etasizmi?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yo‘q' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    await userEvent.click(within(row('Chrome 126, Windows')).getByRole('button', { name: 'Seansni tugatish' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Ha' }));
    await waitFor(() => expect(useSession.getState()).toMatchObject({ authenticated: false, profile: null }));
    expect(tokenStorage.get()).toBeNull();
    expect(router.state.location.pathname).toBe('/');
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual(['/api/v1/users/me/sessions/s-here/']);
    // The list is not asked for again with the token just revoked.
    expect(calls.filter((call) => call.method === 'GET')).toHaveLength(1);
  });
});
