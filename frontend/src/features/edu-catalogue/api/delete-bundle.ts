import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/client';
import { bundleKeys } from './types';

export function deleteBundle(id: number): Promise<void> {
  return api.delete(`/subject-bundles/${id}/`);
}

export function useDeleteBundle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBundle,
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: bundleKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: bundleKeys.all });
    },
  });
}
