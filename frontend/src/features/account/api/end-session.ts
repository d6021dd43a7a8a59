import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/client';
import { sessionKeys, type OwnSession } from './types';

/** Ending the current session signs out, as logout does. */
export function endSession(id: string): Promise<void> {
  return api.delete(`/users/me/sessions/${encodeURIComponent(id)}/`);
}

export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (session: OwnSession) => endSession(session.id),
    // The list is read again with this device's token, which ending this device's session has revoked.
    onSuccess: (_, session) => (session.current ? undefined : queryClient.invalidateQueries({ queryKey: sessionKeys.all })),
  });
}
