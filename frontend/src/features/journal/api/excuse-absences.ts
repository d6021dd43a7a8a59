import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Single } from '@/api/client';
import { journalKeys, type Excuse, type ExcuseWrite } from './types';

/** Turns the student's unexcused absences in the span into excused ones; 422 under each field. */
export async function excuseAbsences(studentId: number, body: ExcuseWrite): Promise<Excuse> {
  const { result } = await api.post<Single<Excuse>>(`/journal/absences/${studentId}/excuse/`, body);
  return result;
}

export function useExcuseAbsences(studentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ExcuseWrite) => excuseAbsences(studentId, body),
    meta: { notifyError: false },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: journalKeys.all }),
  });
}
