import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Single } from '@/api/client';
import { studentKeys, type StudentDetail, type StudentWrite } from './types';

/** A stale version answers 409 and changes nothing. */
export async function updateStudent(id: number, body: StudentWrite): Promise<StudentDetail> {
  const { result } = await api.put<Single<StudentDetail>>(`/students/${id}/`, body);
  return result;
}

export function useUpdateStudent(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StudentWrite) => updateStudent(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: studentKeys.all }),
  });
}
