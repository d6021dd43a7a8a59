import { useQuery } from '@tanstack/react-query';
import { api, type Single } from '@/api/client';
import type { AccessToken, Profile } from '@/api/types';

/** The token, and the profile when the server sends it along. */
export type OneIdAnswer = AccessToken & { user?: Profile };

export async function oneIdSignIn(code: string, state: string): Promise<OneIdAnswer> {
  const { result } = await api.get<Single<OneIdAnswer>>('/auth/one-id/', { code, state }, { anonymous: true });
  return result;
}

/** Exchanges the code OneID returned for a token; asked once per code. */
export function useOneIdSignIn(code: string | null, state: string | null) {
  return useQuery({
    queryKey: ['auth', 'one-id', code, state],
    queryFn: () => oneIdSignIn(code ?? '', state ?? ''),
    enabled: Boolean(code),
    staleTime: Infinity,
    gcTime: 0,
  });
}
