import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Single } from '@/api/client';
import { curriculumKeys, type CurriculumDetail, type DistributionWrite } from './types';

/** Replaces the whole distribution at once; only in NEW (409); 422 with field errors when a rule fails. */
export async function separateToSemesters(id: number, body: DistributionWrite): Promise<CurriculumDetail> {
  const { result } = await api.put<Single<CurriculumDetail>>(`/curriculums/${id}/separate-to-semesters/`, body);
  return result;
}

export function useSeparateToSemesters(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DistributionWrite) => separateToSemesters(id, body),
    onSuccess: (curriculum) => {
      queryClient.setQueryData(curriculumKeys.detail(id), curriculum);
      return queryClient.invalidateQueries({ queryKey: [...curriculumKeys.all, 'list'] });
    },
  });
}
