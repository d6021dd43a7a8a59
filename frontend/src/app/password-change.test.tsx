/** A session held to a password change: after login with a temporary password, or told so by any call. */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { tokenStorage } from '@/api/token';
import { useSession } from '@/store/session';
import { mockFetch } from '@/test/fetch';
import { profile } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import { AuthFailureHandler } from './router';
import Shell from './Shell';

const routes = [
  { path: '/login', element: <p>login page</p> },
  {
    path: '*',
    element: (
      <>
        <AuthFailureHandler />
        <Shell />
      </>
    ),
  },
];

const passwordChangeRequired = { status: 403, body: { error: { code: 'password_change_required', messages: ['Avval parolni o‘zgartiring'] } } };

function signedIn(mustChange: boolean) {
  tokenStorage.set('t');
  useSession.setState({ status: 'finished', authenticated: true, profile: profile({ must_change_password: mustChange }) });
}

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}\\s*\\*?$`));

describe('a temporary password', () => {
  it('holds the user to the password change, with logout the only way out, then lets them home', async () => {
    signedIn(true);
    const { calls } = mockFetch({
      'POST /api/v1/users/me/password/': { status: 204 },
      'GET /api/v1/users/profile/': { status: 200, body: { result: profile({ must_change_password: false }) } },
      'GET /api/v1/users/': passwordChangeRequired,
    });
    const { router } = renderRoutes(routes, '/management/users');

    await waitFor(() => expect(router.state.location.pathname).toBe('/account/password'));
    expect(await screen.findByTestId('password-change-required')).toHaveTextContent(
      'Siz vaqtinchalik parol bilan kirdingiz. Ishni davom ettirish uchun yangi parol o‘rnating.',
    );
    expect(screen.queryByTestId('sidebar')).not.toBeInTheDocument();
    expect(screen.queryByTestId('profile-button')).not.toBeInTheDocument();
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('button', { name: 'Chiqish' })).toBeInTheDocument();
    expect(within(header).queryAllByRole('link')).toEqual([]);

    // Another address leads back to the password change.
    await act(() => router.navigate('/account/sessions'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/password'));
    await screen.findByTestId('password-form');

    await userEvent.type(field('Joriy parol'), 'vaqtinchalik-1');
    await userEvent.type(field('Yangi parol'), 'yangi-parol-1');
    await userEvent.type(field('Yangi parolni takrorlang'), 'yangi-parol-1');
    await userEvent.click(screen.getByRole('button', { name: 'Saqlash' }));

    expect(await screen.findByTestId('welcome')).toHaveTextContent('Xush kelibsiz, Aliyev Vali!');
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByTestId('sidebar')).toBeInTheDocument();
    expect(useSession.getState().profile?.must_change_password).toBe(false);
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(['POST /api/v1/users/me/password/', 'GET /api/v1/users/profile/']);
  });

  it('sends the user to the password change when any call says a new password comes first, keeping the session', async () => {
    signedIn(false);
    mockFetch({ 'GET /api/v1/users/': passwordChangeRequired });
    const { router } = renderRoutes(routes, '/management/users');

    await waitFor(() => expect(router.state.location.pathname).toBe('/account/password'));
    expect(await screen.findByTestId('password-change-required')).toBeInTheDocument();
    expect(tokenStorage.get()).toBe('t');
    expect(useSession.getState()).toMatchObject({ authenticated: true, profile: { must_change_password: true } });
  });

  it('lets the user sign out instead', async () => {
    signedIn(true);
    const { calls } = mockFetch({ 'POST /api/v1/auth/logout/': { status: 204 } });
    renderRoutes(routes, '/');
    await userEvent.click(await within(screen.getByRole('banner')).findByRole('button', { name: 'Chiqish' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Ha' }));
    expect(await screen.findByText('login page')).toBeInTheDocument();
    expect(tokenStorage.get()).toBeNull();
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(['POST /api/v1/auth/logout/']);
  });
});
