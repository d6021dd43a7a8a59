import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Single } from '@/api/client';
import { subjectTypeKeys, type SubjectType, type SubjectTypeWrite } from './types';

/** A name already used answers 409 duplicate. */
export async function createSubjectType(body: SubjectTypeWrite): Promise<SubjectType> {
  const { result } = await api.post<Single<SubjectType>>('/edu-subjects/types/', body);
  return result;
}

export function useCreateSubjectType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSubjectType,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: subjectTypeKeys.all }),
  });
}
