import { useQuery } from '@tanstack/react-query';
import { api, type Single } from '@/api/client';
import { curriculumKeys, type Assessment } from './types';

/** Every semester subject of the curriculum with its assessment plan, and whether the plans may change now. */
export async function getAssessment(id: number): Promise<Assessment> {
  const { result } = await api.get<Single<Assessment>>(`/curriculums/${id}/assessment/`);
  return result;
}

export function useAssessment(id: number) {
  return useQuery({ queryKey: curriculumKeys.assessment(id), queryFn: () => getAssessment(id), enabled: id > 0 });
}
