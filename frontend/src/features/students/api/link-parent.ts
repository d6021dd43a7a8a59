import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Single } from '@/api/client';
import { studentKeys, type ParentDto } from './types';

/** Links an existing parent to the student. */
export async function linkParent(parentId: number, studentId: number): Promise<ParentDto> {
  const { result } = await api.post<Single<ParentDto>>(`/parents/${parentId}/children/`, { student_id: studentId });
  return result;
}

export function useLinkParent(studentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (parentId: number) => linkParent(parentId, studentId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: studentKeys.parents(studentId) }),
    meta: { notifyError: false },
  });
}
