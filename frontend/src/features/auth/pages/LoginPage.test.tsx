import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { tokenStorage } from '@/api/token';
import { useSession } from '@/store/session';
import { mockFetch } from '@/test/fetch';
import { profile } from '@/test/fixtures';
import { renderAt } from '@/test/render';
import LoginPage from './LoginPage';

describe('login page', () => {
  beforeEach(() => useSession.setState({ status: 'finished', authenticated: false, profile: null }));

  it('hides the OneID button while OneID is not configured (404/503)', async () => {
    const { calls } = mockFetch({ 'GET /api/v1/auth/one-id/url/': { status: 503, body: { error: { code: 'unavailable' } } } });
    renderAt(<LoginPage />, '/login');
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(screen.queryByTestId('one-id')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Kirish' })).toBeEnabled();
  });

  it('shows the OneID button leading to the URL the server gives', async () => {
    mockFetch({ 'GET /api/v1/auth/one-id/url/': { status: 200, body: { result: { url: 'https://id.example/authorize?state=s' } } } });
    renderAt(<LoginPage />, '/login');
    expect(await screen.findByTestId('one-id')).toHaveAttribute('href', 'https://id.example/authorize?state=s');
  });

  it('asks for both fields before calling the server', async () => {
    const { calls } = mockFetch({ 'GET /api/v1/auth/one-id/url/': { status: 404 } });
    renderAt(<LoginPage />, '/login');
    await userEvent.click(screen.getByRole('button', { name: 'Kirish' }));
    expect(screen.getAllByText('Iltimos, ushbu maydonni to‘ldiring')).toHaveLength(2);
    expect(calls.filter((call) => call.path === '/api/v1/auth/login/')).toHaveLength(0);
  });

  it('shows the server message of a refused login and stores nothing', async () => {
    mockFetch({
      'GET /api/v1/auth/one-id/url/': { status: 404 },
      'POST /api/v1/auth/login/': { status: 401, body: { error: { code: 'invalid_credentials', messages: ['Login yoki parol noto‘g‘ri'] } } },
    });
    renderAt(<LoginPage />, '/login');
    await userEvent.type(screen.getByLabelText(/Login/), 'superadmin');
    await userEvent.type(screen.getByLabelText(/Parol/, { selector: 'input' }), 'bad');
    await userEvent.click(screen.getByRole('button', { name: 'Kirish' }));
    expect(await screen.findByTestId('login-error')).toHaveTextContent('Login yoki parol noto‘g‘ri');
    expect(tokenStorage.get()).toBeNull();
    expect(screen.queryByTestId('notice')).not.toBeInTheDocument();
  });

  it('starts the session with the answered token and profile', async () => {
    const { calls } = mockFetch({
      'GET /api/v1/auth/one-id/url/': { status: 404 },
      'POST /api/v1/auth/login/': { status: 200, body: { result: { access_token: 'tok', user: profile() } } },
    });
    renderAt(<LoginPage />, '/login');
    await userEvent.type(screen.getByLabelText(/Login/), ' otmadmin ');
    await userEvent.type(screen.getByLabelText(/Parol/, { selector: 'input' }), 'demo');
    await userEvent.click(screen.getByRole('button', { name: 'Kirish' }));
    await waitFor(() => expect(useSession.getState().authenticated).toBe(true));
    expect(calls.find((call) => call.path === '/api/v1/auth/login/')?.body).toEqual({ username: 'otmadmin', password: 'demo' });
    expect(tokenStorage.get()).toBe('tok');
  });
});
