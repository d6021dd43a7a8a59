import { useQuery } from '@tanstack/react-query';
import { api, type Single } from '@/api/client';
import { scienceKeys, type DoctoralStudent } from './types';

export async function getDoctoralStudent(id: number): Promise<DoctoralStudent> {
  const { result } = await api.get<Single<DoctoralStudent>>(`/science/doctoral-students/${id}/`);
  return result;
}

export function useDoctoralStudent(id: number) {
  return useQuery({ queryKey: scienceKeys.doctoralStudent(id), queryFn: () => getDoctoralStudent(id), enabled: id > 0 });
}
