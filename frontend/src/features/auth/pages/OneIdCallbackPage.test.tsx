import { screen, waitFor } from '@testing-library/react';
import { tokenStorage } from '@/api/token';
import { useSession } from '@/store/session';
import { mockFetch } from '@/test/fetch';
import { profile } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import OneIdCallbackPage from './OneIdCallbackPage';

const routes = [
  { path: '/auth/oneId', element: <OneIdCallbackPage /> },
  { path: '/', element: <p>home</p> },
];

describe('return from OneID', () => {
  beforeEach(() => useSession.setState({ status: 'finished', authenticated: false, profile: null }));

  it('hands code and state to the server, stores the token, loads the profile and goes home', async () => {
    const { calls } = mockFetch({
      'GET /api/v1/auth/one-id/': { status: 200, body: { result: { access_token: 'one-id-token' } } },
      'GET /api/v1/users/profile/': { status: 200, body: { result: profile() } },
    });
    renderRoutes(routes, '/auth/oneId?code=abc&state=xyz');
    expect(await screen.findByText('home')).toBeInTheDocument();
    expect(Object.fromEntries(calls[0]!.query)).toEqual({ code: 'abc', state: 'xyz' });
    expect(calls[0]!.headers.Authorization).toBeUndefined();
    expect(calls[1]!.headers.Authorization).toBe('Bearer one-id-token');
    expect(tokenStorage.get()).toBe('one-id-token');
    expect(useSession.getState().authenticated).toBe(true);
  });

  it('uses the profile the server sends along with the token', async () => {
    const { calls } = mockFetch({
      'GET /api/v1/auth/one-id/': { status: 200, body: { result: { access_token: 'one-id-token', user: profile() } } },
    });
    renderRoutes(routes, '/auth/oneId?code=abc&state=xyz');
    expect(await screen.findByText('home')).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    expect(tokenStorage.get()).toBe('one-id-token');
    expect(useSession.getState().profile?.username).toBe('otmadmin');
  });

  it('says so when the OneID person has no user (401), offering the login page', async () => {
    mockFetch({
      'GET /api/v1/auth/one-id/': { status: 401, body: { error: { code: 'unknown_person', messages: ['Foydalanuvchi topilmadi'] } } },
    });
    renderRoutes(routes, '/auth/oneId?code=abc&state=xyz');
    expect(await screen.findByText('Foydalanuvchi topilmadi')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kirish sahifasiga qaytish' })).toHaveAttribute('href', '/login');
    expect(tokenStorage.get()).toBeNull();
  });

  it('asks nothing without a code', async () => {
    const { calls } = mockFetch({});
    renderRoutes(routes, '/auth/oneId');
    expect(screen.getByText('OneID javobida kod yo‘q')).toBeInTheDocument();
    await waitFor(() => expect(calls).toHaveLength(0));
  });
});
