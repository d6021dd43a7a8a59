import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/client';
import { studentKeys } from './types';

/** Ends a parent's link to the student; the parent's account stays. */
export function unlinkParent(parentId: number, studentId: number): Promise<void> {
  return api.delete(`/parents/${parentId}/children/${studentId}/`);
}

export function useUnlinkParent(studentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (parentId: number) => unlinkParent(parentId, studentId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: studentKeys.parents(studentId) }),
  });
}
