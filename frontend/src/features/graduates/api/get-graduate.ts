import { useQuery } from '@tanstack/react-query';
import { api, type Single } from '@/api/client';
import { graduateKeys, type GraduateDetail } from './types';

/** The whole record of a candidate or a graduate: ratings by semester, DAK exams, naming, readiness, documents. */
export async function getGraduate(id: number): Promise<GraduateDetail> {
  const { result } = await api.get<Single<GraduateDetail>>(`/graduates/${id}/`);
  return result;
}

export function useGraduate(id: number) {
  return useQuery({ queryKey: graduateKeys.detail(id), queryFn: () => getGraduate(id), enabled: id > 0 });
}
