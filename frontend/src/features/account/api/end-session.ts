import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/client';
import { sessionKeys } from './types';

/** Ending the current session signs out, as logout does. */
export function endSession(id: string): Promise<void> {
  return api.delete(`/users/me/sessions/${encodeURIComponent(id)}/`);
}

export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endSession,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionKeys.all }),
  });
}
