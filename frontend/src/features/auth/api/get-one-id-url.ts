import { useQuery } from '@tanstack/react-query';
import { api, type Single } from '@/api/client';

export async function getOneIdUrl(): Promise<string> {
  const { result } = await api.get<Single<{ url: string }>>('/auth/one-id/url/', undefined, { anonymous: true });
  return result.url;
}

/** The OneID authorize URL; an error (OneID not configured) hides the button. */
export function useOneIdUrl() {
  return useQuery({ queryKey: ['auth', 'one-id-url'], queryFn: getOneIdUrl, staleTime: 0, gcTime: 0 });
}
