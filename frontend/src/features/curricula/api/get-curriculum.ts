import { useQuery } from '@tanstack/react-query';
import { api, type Single } from '@/api/client';
import { curriculumKeys, type CurriculumDetail } from './types';

/** One curriculum with its distribution; another institution's id answers 404. */
export async function getCurriculum(id: number): Promise<CurriculumDetail> {
  const { result } = await api.get<Single<CurriculumDetail>>(`/curriculums/${id}/`);
  return result;
}

export function useCurriculum(id: number) {
  return useQuery({ queryKey: curriculumKeys.detail(id), queryFn: () => getCurriculum(id), enabled: id > 0 });
}
