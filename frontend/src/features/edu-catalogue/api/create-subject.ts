import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Single } from '@/api/client';
import { subjectKeys, type Subject, type SubjectWrite } from './types';

/** A code already used answers 409 duplicate; an unknown type 422 with fields.edu_subject_type_id. */
export async function createSubject(body: SubjectWrite): Promise<Subject> {
  const { result } = await api.post<Single<Subject>>('/edu-subjects/', body);
  return result;
}

export function useCreateSubject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSubject,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: subjectKeys.all }),
  });
}
