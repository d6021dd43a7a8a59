import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/client';
import { scienceKeys } from './types';

/** A student with a recorded defence stays (409 doctoral_student_has_defence). */
export function deleteDoctoralStudent(id: number): Promise<void> {
  return api.delete(`/science/doctoral-students/${id}/`);
}

export function useDeleteDoctoralStudent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDoctoralStudent,
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: scienceKeys.doctoralStudent(id) });
      return queryClient.invalidateQueries({ queryKey: scienceKeys.all });
    },
  });
}
