import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Single } from '@/api/client';
import { studentKeys, type Student, type StudentWrite } from './types';

/**
 * A new student is ACTIVE. 422 per field (PINFL, birth date and gender against it, age, passport;
 * group_full under edu_group_id); 409 pinfl_taken for a PINFL of a living student.
 */
export async function createStudent(body: StudentWrite): Promise<Student> {
  const { result } = await api.post<Single<Student>>('/students/', body);
  return result;
}

export function useCreateStudent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createStudent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: studentKeys.all }),
  });
}
