import { api } from '../client';

/** Revokes the token on the server. */
export function logout(): Promise<void> {
  return api.post<void>('/auth/logout/');
}
