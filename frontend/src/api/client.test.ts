import { mockFetch } from '@/test/fetch';
import { api, ApiError, buildUrl, errorMessages, fieldErrors, isPasswordChangeRequired, request, setApiLanguage, setAuthFailureHandler } from './client';
import { tokenStorage } from './token';

describe('api client', () => {
  let onAuthFailure: jest.Mock;

  beforeEach(() => {
    onAuthFailure = jest.fn();
    setAuthFailureHandler(onAuthFailure);
    setApiLanguage('uz');
  });

  it('builds /api/v1 URLs, leaving out empty values and repeating arrays', () => {
    expect(buildUrl('/users/', { page: 2, limit: 20, search: '', role_id: undefined, ids: [1, 2], is_active: false })).toBe(
      '/api/v1/users/?page=2&limit=20&ids=1&ids=2&is_active=false',
    );
    expect(buildUrl('/users/profile/')).toBe('/api/v1/users/profile/');
  });

  it('sends the stored token as a Bearer header and the interface language', async () => {
    const { calls } = mockFetch({ 'GET /api/v1/users/profile/': { status: 200, body: { result: { id: 1 } } } });
    tokenStorage.set('abc');
    setApiLanguage('ru');
    await expect(api.get('/users/profile/')).resolves.toEqual({ result: { id: 1 } });
    expect(calls[0]?.headers.Authorization).toBe('Bearer abc');
    expect(calls[0]?.headers['Accept-Language']).toBe('ru');
  });

  it('asks for Uzbek in Cyrillic as uz-Cyrl', async () => {
    const { calls } = mockFetch({ 'GET /api/v1/users/profile/': { status: 200, body: { result: { id: 1 } } } });
    setApiLanguage('uz-Cyrl');
    await api.get('/users/profile/');
    expect(calls[0]?.headers['Accept-Language']).toBe('uz-Cyrl');
  });

  it('sends no token on an anonymous call even when one is stored', async () => {
    const { calls } = mockFetch({ 'POST /api/v1/auth/login/': { status: 200, body: { result: {} } } });
    tokenStorage.set('abc');
    await api.post('/auth/login/', { username: 'a', password: 'b' }, { anonymous: true });
    expect(calls[0]?.headers.Authorization).toBeUndefined();
    expect(calls[0]?.body).toEqual({ username: 'a', password: 'b' });
    expect(calls[0]?.headers['Content-Type']).toBe('application/json');
  });

  it.each([401, 403])('hands a %i on an authenticated call to the auth-failure handler and rejects', async (status) => {
    mockFetch({ 'GET /api/v1/users/': { status, body: { error: { code: 'forbidden', messages: ['Ruxsat yo‘q'] } } } });
    tokenStorage.set('abc');
    const failure = api.get('/users/');
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status, code: 'forbidden', messages: ['Ruxsat yo‘q'] });
    expect(onAuthFailure).toHaveBeenCalledTimes(1);
    expect(onAuthFailure).toHaveBeenCalledWith(expect.objectContaining({ status, code: 'forbidden' }));
  });

  it('tells the handler a 403 that asks for a new password from other refusals', async () => {
    mockFetch({
      'GET /api/v1/users/': { status: 403, body: { error: { code: 'password_change_required', messages: ['Parolni o‘zgartiring'] } } },
      'GET /api/v1/roles/': { status: 403, body: { error: { code: 'forbidden', messages: [] } } },
    });
    tokenStorage.set('abc');
    const required = await api.get('/users/').catch((caught: unknown) => caught);
    const forbidden = await api.get('/roles/').catch((caught: unknown) => caught);
    expect(isPasswordChangeRequired(required)).toBe(true);
    expect(isPasswordChangeRequired(forbidden)).toBe(false);
    expect(isPasswordChangeRequired(new Error('password_change_required'))).toBe(false);
    expect(onAuthFailure.mock.calls.map(([error]) => isPasswordChangeRequired(error))).toEqual([true, false]);
  });

  it('does not end a session for a 401 of a call made without a token (wrong password)', async () => {
    mockFetch({
      'POST /api/v1/auth/login/': { status: 401, body: { error: { code: 'invalid_credentials', messages: ['Login yoki parol noto‘g‘ri'] } } },
    });
    await expect(api.post('/auth/login/', {}, { anonymous: true })).rejects.toMatchObject({ status: 401 });
    expect(onAuthFailure).not.toHaveBeenCalled();
  });

  it('does not call the handler for other errors', async () => {
    mockFetch({ 'PUT /api/v1/users/1/': { status: 409, body: { error: { code: 'stale_version', messages: ['Eskirgan'] } } } });
    tokenStorage.set('abc');
    await expect(api.put('/users/1/', {})).rejects.toMatchObject({ status: 409 });
    expect(onAuthFailure).not.toHaveBeenCalled();
  });

  it('extracts messages and field errors from the error envelope', async () => {
    mockFetch({
      'POST /api/v1/users/': {
        status: 422,
        body: { error: { code: 'validation', messages: ['Xato 1', 'Xato 2', 7], fields: { username: ['Band'], pinfl: 'not a list' } } },
      },
    });
    const error = await request('POST', '/users/', { body: {} }).catch((caught: unknown) => caught);
    expect(errorMessages(error)).toEqual(['Xato 1', 'Xato 2']);
    expect(fieldErrors(error)).toEqual({ username: ['Band'] });
  });

  it('keeps the status when the error body is not the envelope', async () => {
    mockFetch({ 'GET /api/v1/x/': { status: 502, body: '<html>Bad gateway</html>' } });
    const error = await api.get('/x/').catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 502, code: 'http_error', messages: [] });
    expect(errorMessages(error)).toEqual([]);
    expect(errorMessages(new Error('boom'))).toEqual([]);
  });

  it('turns a network failure into an ApiError with status 0', async () => {
    global.fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(api.get('/x/')).rejects.toMatchObject({ status: 0, code: 'network_error' });
  });

  it('answers undefined for 204', async () => {
    mockFetch({ 'DELETE /api/v1/users/5/': { status: 204 } });
    await expect(api.delete('/users/5/')).resolves.toBeUndefined();
  });

  it('answers the body of a DELETE that has one', async () => {
    mockFetch({ 'DELETE /api/v1/users/me/sessions/': { status: 200, body: { result: { ended: 2 } } } });
    await expect(api.delete<{ result: { ended: number } }>('/users/me/sessions/')).resolves.toEqual({ result: { ended: 2 } });
  });
});
