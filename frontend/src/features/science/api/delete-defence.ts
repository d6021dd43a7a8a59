import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/client';
import { scienceKeys } from './types';

/** The student studies again. */
export function deleteDefence(id: number): Promise<void> {
  return api.delete(`/science/defences/${id}/`);
}

export function useDeleteDefence() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDefence,
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: scienceKeys.defence(id) });
      return queryClient.invalidateQueries({ queryKey: scienceKeys.all });
    },
  });
}
