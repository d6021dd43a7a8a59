import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Single } from '@/api/client';
import { scienceKeys, type Publication } from './types';

/** The office returns a publication to its authors with what to correct; a verified one loses its verification. */
export async function rejectPublication(id: number, reason: string): Promise<Publication> {
  const { result } = await api.post<Single<Publication>>(`/science/publications/${id}/reject/`, { reason });
  return result;
}

export function useRejectPublication(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) => rejectPublication(id, reason),
    onSuccess: (saved) => {
      queryClient.setQueryData(scienceKeys.publication(id), saved);
      return queryClient.invalidateQueries({ queryKey: scienceKeys.all });
    },
    // The dialog shows the refusal under the reason.
    meta: { notifyError: false },
  });
}
