import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Single } from '@/api/client';
import { bundleKeys, subjectKeys, templateKeys, type Subject, type SubjectWrite } from './types';

/** PUT with the version read; a stale version answers 409, as does a code already used. */
export async function updateSubject(id: number, body: SubjectWrite): Promise<Subject> {
  const { result } = await api.put<Single<Subject>>(`/edu-subjects/${id}/`, body);
  return result;
}

export function useUpdateSubject(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SubjectWrite) => updateSubject(id, body),
    onSuccess: async (subject) => {
      queryClient.setQueryData(subjectKeys.detail(id), subject);
      // Bundles and model curricula show their subjects' codes and names.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: subjectKeys.all }),
        queryClient.invalidateQueries({ queryKey: bundleKeys.all }),
        queryClient.invalidateQueries({ queryKey: templateKeys.all }),
      ]);
    },
  });
}
