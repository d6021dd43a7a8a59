import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/client';
import { curriculumKeys } from './types';

/** A soft delete, allowed in NEW only (409 illegal_transition otherwise). */
export function deleteCurriculum(id: number): Promise<void> {
  return api.delete(`/curriculums/${id}/`);
}

export function useDeleteCurriculum() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCurriculum,
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: curriculumKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: curriculumKeys.all });
    },
  });
}
