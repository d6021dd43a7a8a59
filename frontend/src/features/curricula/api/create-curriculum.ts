import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Single } from '@/api/client';
import { curriculumKeys, type CurriculumDetail, type CurriculumWrite } from './types';

/** The new curriculum starts NEW, with the model curriculum's subjects copied into it. */
export async function createCurriculum(body: CurriculumWrite): Promise<CurriculumDetail> {
  const { result } = await api.post<Single<CurriculumDetail>>('/curriculums/', body);
  return result;
}

export function useCreateCurriculum() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCurriculum,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: curriculumKeys.all }),
  });
}
