import { useEffect, useState } from 'react';
import { api, type Single } from '@/api/client';
import type { AccessToken, Profile } from '@/api/types';

/** The token, and the profile when the server sends it along. */
export type OneIdAnswer = AccessToken & { user?: Profile };

export async function oneIdSignIn(code: string, state: string): Promise<OneIdAnswer> {
  const { result } = await api.get<Single<OneIdAnswer>>('/auth/one-id/', { code, state }, { anonymous: true });
  return result;
}

/** The exchanges under way, by code: a code is good once, however often the page mounts meanwhile. */
const asked = new Map<string, Promise<OneIdAnswer>>();

function exchangeOnce(code: string, state: string): Promise<OneIdAnswer> {
  const key = `${code}\n${state}`;
  let promise = asked.get(key);
  if (!promise) {
    promise = oneIdSignIn(code, state).finally(() => asked.delete(key));
    asked.set(key, promise);
  }
  return promise;
}

/** Exchanges the code OneID returned for a token; asked once per code. */
export function useOneIdSignIn(code: string | null, state: string | null) {
  const [answer, setAnswer] = useState<{ key: string; data?: OneIdAnswer; error?: unknown } | null>(null);
  const key = `${code ?? ''}\n${state ?? ''}`;
  useEffect(() => {
    if (!code) return;
    let active = true;
    exchangeOnce(code, state ?? '').then(
      (data) => active && setAnswer({ key, data }),
      (error: unknown) => active && setAnswer({ key, error }),
    );
    return () => {
      active = false;
    };
  }, [code, state, key]);
  const current = answer?.key === key ? answer : null;
  return { data: current?.data, isError: current?.error !== undefined, error: current?.error };
}
