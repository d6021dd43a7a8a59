import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/client';
import { scienceKeys } from './types';

/** A verified publication is removed by the office only. */
export function deletePublication(id: number): Promise<void> {
  return api.delete(`/science/publications/${id}/`);
}

export function useDeletePublication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePublication,
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: scienceKeys.publication(id) });
      return queryClient.invalidateQueries({ queryKey: scienceKeys.all });
    },
  });
}
