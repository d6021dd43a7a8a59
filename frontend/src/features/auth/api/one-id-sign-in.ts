import { useQuery } from '@tanstack/react-query';
import { api, type Single } from '@/api/client';
import type { AccessToken } from '@/api/types';

export async function oneIdSignIn(code: string, state: string): Promise<string> {
  const { result } = await api.get<Single<AccessToken>>('/auth/one-id/', { code, state }, { anonymous: true });
  return result.access_token;
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
