import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/client';
import { studentKeys } from './types';

/** A soft delete: ratings, diplomas and reports keep resolving the student. */
export function deleteStudent(id: number): Promise<void> {
  return api.delete(`/students/${id}/`);
}

export function useDeleteStudent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteStudent,
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: studentKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: studentKeys.all });
    },
  });
}
