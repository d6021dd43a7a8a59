import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Single } from '@/api/client';
import { studentKeys, type StatusChange, type Student } from './types';

/** One move of the student's state machine; an illegal one answers 409 illegal_transition naming both states. */
export async function changeStudentStatus(id: number, body: StatusChange): Promise<Student> {
  const { result } = await api.post<Single<Student>>(`/students/${id}/status/`, body);
  return result;
}

export function useChangeStudentStatus(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StatusChange) => changeStudentStatus(id, body),
    // The answer has no history: the card is read again.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: studentKeys.all }),
  });
}
