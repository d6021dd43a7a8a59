import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Single } from '@/api/client';
import { subjectKeys, subjectTypeKeys, type SubjectType, type SubjectTypeWrite } from './types';

/** PUT with the version read; a stale version answers 409. */
export async function updateSubjectType(id: number, body: SubjectTypeWrite): Promise<SubjectType> {
  const { result } = await api.put<Single<SubjectType>>(`/edu-subjects/types/${id}/`, body);
  return result;
}

export function useUpdateSubjectType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: SubjectTypeWrite }) => updateSubjectType(id, body),
    // Subjects show their type's name.
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: subjectTypeKeys.all }), queryClient.invalidateQueries({ queryKey: subjectKeys.all })]),
  });
}
