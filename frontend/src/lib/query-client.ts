/** Server cache of SPEC.md section 7: stale times of 5, 30 and 60 minutes; no retry, no refetch on focus. */
import { MutationCache, QueryClient } from '@tanstack/react-query';
import { notifyError } from '@/store/notifications';
import { useSession } from '@/store/session';

const MINUTE = 60_000;

export const STALE_TIME = {
  short: 5 * MINUTE,
  medium: 30 * MINUTE,
  long: 60 * MINUTE,
} as const;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: STALE_TIME.short, retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
    // Every failed mutation tells the user why (SPEC.md section 8).
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (mutation.meta?.notifyError !== false) notifyError(error);
      },
    }),
  });
}

export const queryClient = createQueryClient();

// What one user's session read is not shown to the next: the cache goes when the session ends
// (logout, or a 401/403 on any call).
useSession.subscribe((state, previous) => {
  if (previous.authenticated && !state.authenticated) queryClient.clear();
});
