import { tokenStorage } from '@/api/token';
import { mockFetch } from '@/test/fetch';
import { profile } from '@/test/fixtures';
import { useNotifications } from './notifications';
import { LOGOUT_DELAY_MS, profileStorage, resolveRole, roleStorage, useSession } from './session';

const initial = useSession.getState();

function resetStore() {
  useSession.setState({ ...initial, status: 'finished', authenticated: false, profile: null }, true);
  useNotifications.setState({ notice: null });
}

const teacherRole = { id: 4, name: 'TEACHER', level: 'INSTITUTION' } as const;
const adminRole = { id: 3, name: 'OTMADMIN', level: 'INSTITUTION' } as const;

describe('resolveRole', () => {
  const roles = [adminRole, teacherRole];
  it('takes the stored role when the user still holds it', () => {
    expect(resolveRole(roles, 'TEACHER')).toBe(teacherRole);
  });
  it('takes the first role otherwise', () => {
    expect(resolveRole(roles, 'SUPERADMIN')).toBe(adminRole);
    expect(resolveRole(roles, null)).toBe(adminRole);
    expect(resolveRole([], 'TEACHER')).toBeNull();
  });
});

describe('session store', () => {
  beforeEach(resetStore);
  afterEach(() => jest.useRealTimers());

  it('is loading at start when a token is stored, finished otherwise', async () => {
    jest.isolateModules(() => {
      tokenStorage.set('t');
      const { useSession: fresh } = require('./session') as typeof import('./session');
      expect(fresh.getState().status).toBe('loading');
    });
    tokenStorage.clear();
    jest.isolateModules(() => {
      const { useSession: fresh } = require('./session') as typeof import('./session');
      expect(fresh.getState().status).toBe('finished');
    });
  });

  it('start without a token finishes unauthenticated and asks nothing', async () => {
    const { calls } = mockFetch({});
    await useSession.getState().start();
    expect(useSession.getState()).toMatchObject({ status: 'finished', authenticated: false, profile: null });
    expect(calls).toHaveLength(0);
  });

  it('start with a token loads the profile and remembers its role', async () => {
    mockFetch({ 'GET /api/v1/users/profile/': { status: 200, body: { result: profile() } } });
    tokenStorage.set('t');
    const done = useSession.getState().start();
    expect(useSession.getState().status).toBe('loading');
    await done;
    expect(useSession.getState()).toMatchObject({ status: 'finished', authenticated: true });
    expect(useSession.getState().profile?.username).toBe('otmadmin');
    expect(roleStorage.get()).toBe('OTMADMIN');
  });

  it('switches the token to the stored role when the user still holds it', async () => {
    let role = adminRole as typeof adminRole | typeof teacherRole;
    const { calls } = mockFetch({
      'GET /api/v1/users/profile/': () => ({ status: 200, body: { result: profile({ role }) } }),
      'POST /api/v1/users/change-role/': () => {
        role = teacherRole;
        return { status: 200, body: { result: { access_token: 'teacher-token' } } };
      },
    });
    tokenStorage.set('t');
    roleStorage.set('TEACHER');
    await useSession.getState().start();
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'GET /api/v1/users/profile/',
      'POST /api/v1/users/change-role/',
      'GET /api/v1/users/profile/',
    ]);
    expect(calls[1]?.body).toEqual({ id: 4 });
    expect(tokenStorage.get()).toBe('teacher-token');
    expect(useSession.getState().profile?.role?.name).toBe('TEACHER');
    expect(roleStorage.get()).toBe('TEACHER');
  });

  it('falls back to the first role when the stored one is no longer held', async () => {
    const { calls } = mockFetch({ 'GET /api/v1/users/profile/': { status: 200, body: { result: profile() } } });
    tokenStorage.set('t');
    roleStorage.set('SUPERADMIN');
    await useSession.getState().start();
    expect(calls).toHaveLength(1);
    expect(roleStorage.get()).toBe('OTMADMIN');
  });

  it('ends unauthenticated when the profile cannot be fetched', async () => {
    mockFetch({ 'GET /api/v1/users/profile/': { status: 500, body: {} } });
    tokenStorage.set('t');
    await useSession.getState().start();
    expect(useSession.getState()).toMatchObject({ status: 'finished', authenticated: false, profile: null });
  });

  it('opens with the profile last read when the network is down, and only then', async () => {
    useSession.getState().signIn('t', profile({ name: 'Karimova Malika' }));
    resetStore();
    global.fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    await useSession.getState().start();
    expect(useSession.getState()).toMatchObject({ status: 'finished', authenticated: true });
    expect(useSession.getState().profile?.name).toBe('Karimova Malika');

    mockFetch({ 'GET /api/v1/users/profile/': { status: 500, body: {} } });
    await useSession.getState().start();
    expect(useSession.getState()).toMatchObject({ authenticated: false, profile: null });
  });

  it('forgets the kept profile with the token', () => {
    useSession.getState().signIn('t', profile());
    expect(profileStorage.get()?.username).toBe('otmadmin');
    useSession.getState().reset();
    expect(profileStorage.get()).toBeNull();
  });

  it('signIn stores the token and role and is authenticated at once', () => {
    useSession.getState().signIn('new-token', profile());
    expect(tokenStorage.get()).toBe('new-token');
    expect(roleStorage.get()).toBe('OTMADMIN');
    expect(useSession.getState()).toMatchObject({ status: 'finished', authenticated: true });
  });

  it('changeRole posts, stores the new token and role, and reloads the profile', async () => {
    const { calls } = mockFetch({
      'POST /api/v1/users/change-role/': { status: 200, body: { result: { access_token: 'teacher-token' } } },
      'GET /api/v1/users/profile/': { status: 200, body: { result: profile({ role: teacherRole, permissions: ['teacher-topic'] }) } },
    });
    useSession.getState().signIn('t', profile());
    await expect(useSession.getState().changeRole(4)).resolves.toBe(true);
    expect(calls[0]).toMatchObject({ method: 'POST', path: '/api/v1/users/change-role/', body: { id: 4 } });
    expect(calls[1]?.headers.Authorization).toBe('Bearer teacher-token');
    expect(tokenStorage.get()).toBe('teacher-token');
    expect(roleStorage.get()).toBe('TEACHER');
    expect(useSession.getState().profile?.permissions).toEqual(['teacher-topic']);
  });

  it('changeRole failure keeps the session and shows "Rolni almashtirishda xatolik yuz berdi"', async () => {
    mockFetch({ 'POST /api/v1/users/change-role/': { status: 500, body: {} } });
    useSession.getState().signIn('t', profile());
    await expect(useSession.getState().changeRole(4)).resolves.toBe(false);
    expect(tokenStorage.get()).toBe('t');
    expect(roleStorage.get()).toBe('OTMADMIN');
    expect(useSession.getState()).toMatchObject({ status: 'finished', authenticated: true });
    expect(useNotifications.getState().notice).toMatchObject({ severity: 'error', message: { id: 'session.error.changeRole' } });
  });

  it('changeInstitution posts the id, stores the new token and reloads the profile', async () => {
    const lyceum = { id: 3, name: { uz: 'Litsey' } };
    const { calls } = mockFetch({
      'POST /api/v1/users/change-institution/': { status: 200, body: { result: { access_token: 'inst-3' } } },
      'GET /api/v1/users/profile/': { status: 200, body: { result: profile({ institution: lyceum, institution_id: 3 }) } },
    });
    useSession.getState().signIn('t', profile());
    await expect(useSession.getState().changeInstitution(3)).resolves.toBe(true);
    expect(calls[0]?.body).toEqual({ institution_id: 3 });
    expect(tokenStorage.get()).toBe('inst-3');
    expect(useSession.getState().profile?.institution_id).toBe(3);
  });

  it('changeInstitution failure shows "TM ni almashtirishda xatolik yuz berdi"', async () => {
    mockFetch({ 'POST /api/v1/users/change-institution/': { status: 422, body: {} } });
    useSession.getState().signIn('t', profile());
    await expect(useSession.getState().changeInstitution(3)).resolves.toBe(false);
    expect(tokenStorage.get()).toBe('t');
    expect(useNotifications.getState().notice?.message?.id).toBe('session.error.changeInstitution');
  });

  it('logout shows loading, waits 500 ms, then clears token and role', async () => {
    jest.useFakeTimers();
    const { calls } = mockFetch({ 'POST /api/v1/auth/logout/': { status: 204 } });
    useSession.getState().signIn('t', profile());
    const done = useSession.getState().logout();
    expect(useSession.getState().status).toBe('loading');
    await jest.advanceTimersByTimeAsync(LOGOUT_DELAY_MS - 1);
    expect(tokenStorage.get()).toBe('t');
    expect(useSession.getState().authenticated).toBe(true);
    await jest.advanceTimersByTimeAsync(1);
    await done;
    expect(calls[0]).toMatchObject({ method: 'POST', path: '/api/v1/auth/logout/' });
    expect(tokenStorage.get()).toBeNull();
    expect(roleStorage.get()).toBeNull();
    expect(useSession.getState()).toMatchObject({ status: 'finished', authenticated: false, profile: null });
  });

  it('logout clears the session even when the server call fails', async () => {
    jest.useFakeTimers();
    mockFetch({ 'POST /api/v1/auth/logout/': { status: 500 } });
    useSession.getState().signIn('t', profile());
    const done = useSession.getState().logout();
    await jest.advanceTimersByTimeAsync(LOGOUT_DELAY_MS);
    await done;
    expect(tokenStorage.get()).toBeNull();
  });

  it('reset forgets the token and the role', () => {
    useSession.getState().signIn('t', profile());
    useSession.getState().reset();
    expect(tokenStorage.get()).toBeNull();
    expect(roleStorage.get()).toBeNull();
    expect(useSession.getState()).toMatchObject({ authenticated: false, profile: null, status: 'finished' });
  });

  it('a required password change keeps the session and the token, held to the change', () => {
    useSession.getState().signIn('t', profile());
    useSession.getState().requirePasswordChange();
    expect(tokenStorage.get()).toBe('t');
    expect(useSession.getState()).toMatchObject({ authenticated: true, profile: { username: 'otmadmin', must_change_password: true } });

    useSession.getState().reset();
    useSession.getState().requirePasswordChange();
    expect(useSession.getState().profile).toBeNull();
  });
});
