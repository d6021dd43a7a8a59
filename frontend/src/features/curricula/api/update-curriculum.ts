import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Single } from '@/api/client';
import { curriculumKeys, type CurriculumDetail, type CurriculumWrite } from './types';

/** Only a NEW curriculum can be edited (409 otherwise); a stale version answers 409 stale_version. */
export async function updateCurriculum(id: number, body: CurriculumWrite): Promise<CurriculumDetail> {
  const { result } = await api.put<Single<CurriculumDetail>>(`/curriculums/${id}/`, body);
  return result;
}

export function useUpdateCurriculum(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CurriculumWrite) => updateCurriculum(id, body),
    onSuccess: (curriculum) => {
      queryClient.setQueryData(curriculumKeys.detail(id), curriculum);
      return queryClient.invalidateQueries({ queryKey: curriculumKeys.all });
    },
  });
}
