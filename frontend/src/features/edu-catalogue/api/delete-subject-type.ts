import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/client';
import { subjectTypeKeys } from './types';

/** A type that subjects still have answers 409 still_referenced, naming them. */
export function deleteSubjectType(id: number): Promise<void> {
  return api.delete(`/edu-subjects/types/${id}/`);
}

export function useDeleteSubjectType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSubjectType,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: subjectTypeKeys.all }),
  });
}
