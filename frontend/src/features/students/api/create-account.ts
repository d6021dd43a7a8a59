import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Single } from '@/api/client';
import { studentKeys, type StudentAccountDto, type StudentAccountWrite } from './types';

/** The student's own portal login; 409 when they have one, 422 per field (a taken username among them). */
export async function createStudentAccount(id: number, body: StudentAccountWrite): Promise<StudentAccountDto> {
  const { result } = await api.post<Single<StudentAccountDto>>(`/students/${id}/account/`, body);
  return result;
}

export function useCreateStudentAccount(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StudentAccountWrite) => createStudentAccount(id, body),
    // The card's `login` shows it: the card is read again.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: studentKeys.detail(id) }),
    // The form shows the refusal under its fields.
    meta: { notifyError: false },
  });
}
