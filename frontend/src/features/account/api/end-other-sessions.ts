import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Single } from '@/api/client';
import { sessionKeys, type EndedSessions } from './types';

/** Ends every session of the user but this one; answers how many. */
export async function endOtherSessions(): Promise<number> {
  const { result } = await api.delete<Single<EndedSessions>>('/users/me/sessions/');
  return result.ended;
}

export function useEndOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endOtherSessions,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionKeys.all }),
  });
}
