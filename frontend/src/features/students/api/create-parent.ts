import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Single } from '@/api/client';
import { studentKeys, type ParentDto, type ParentWrite } from './types';

/** A new PARENT account, linked to the student; 422 per field, 409 for a taken username or PINFL. */
export async function createParent(body: ParentWrite): Promise<ParentDto> {
  const { result } = await api.post<Single<ParentDto>>('/parents/', body);
  return result;
}

export function useCreateParent(studentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createParent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: studentKeys.parents(studentId) }),
    meta: { notifyError: false },
  });
}
