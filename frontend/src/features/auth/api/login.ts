import { useState } from 'react';
import { api, type Single } from '@/api/client';
import type { Schemas } from '@/api/contract';
import { useSession } from '@/store/session';

export type Credentials = Required<Schemas['LoginDto']>;

/** The token and the signed-in user (POST /auth/login/). */
type LoginAnswer = { access_token: string; user: Schemas['ProfileDto'] };

export async function login(credentials: Credentials): Promise<LoginAnswer> {
  const { result } = await api.post<Single<LoginAnswer>>('/auth/login/', credentials, { anonymous: true });
  return result;
}

/**
 * Logs in and starts the session; the login page shows a failure itself. Kept off the query
 * cache, which loads with the authenticated screens rather than with /login.
 */
export function useLogin() {
  const [state, setState] = useState<{ pending: boolean; error: unknown }>({ pending: false, error: null });
  const mutate = (credentials: Credentials) => {
    setState({ pending: true, error: null });
    login(credentials).then(
      ({ access_token, user }) => {
        setState({ pending: false, error: null });
        useSession.getState().signIn(access_token, user);
      },
      (error: unknown) => setState({ pending: false, error }),
    );
  };
  return { mutate, isPending: state.pending, isError: state.error !== null, error: state.error };
}
