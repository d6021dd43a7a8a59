import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/client';
import { scienceKeys } from './types';

/** Its funding and members go with it. */
export function deleteProject(id: number): Promise<void> {
  return api.delete(`/science/projects/${id}/`);
}

export function useDeleteProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProject,
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: scienceKeys.project(id) });
      return queryClient.invalidateQueries({ queryKey: scienceKeys.all });
    },
  });
}
