import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/client';
import { subjectKeys } from './types';

/** A subject a model curriculum, bundle or curriculum uses answers 409 still_referenced, naming it. */
export function deleteSubject(id: number): Promise<void> {
  return api.delete(`/edu-subjects/${id}/`);
}

export function useDeleteSubject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSubject,
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: subjectKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: subjectKeys.all });
    },
  });
}
