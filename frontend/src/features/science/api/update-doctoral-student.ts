import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Single } from '@/api/client';
import { scienceKeys, type DoctoralStudent, type DoctoralStudentWrite } from './types';

/** PUT with the version read; DEFENDED comes with a recorded defence only (409 status_follows_defence). */
export async function updateDoctoralStudent(id: number, body: DoctoralStudentWrite): Promise<DoctoralStudent> {
  const { result } = await api.put<Single<DoctoralStudent>>(`/science/doctoral-students/${id}/`, body);
  return result;
}

export function useUpdateDoctoralStudent(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DoctoralStudentWrite) => updateDoctoralStudent(id, body),
    onSuccess: (saved) => {
      queryClient.setQueryData(scienceKeys.doctoralStudent(id), saved);
      return queryClient.invalidateQueries({ queryKey: scienceKeys.all });
    },
  });
}
