import { useQuery } from '@tanstack/react-query';
import { api, type Single } from '@/api/client';
import { templateKeys, type CurriculumTemplate } from './types';

export async function getTemplate(id: number): Promise<CurriculumTemplate> {
  const { result } = await api.get<Single<CurriculumTemplate>>(`/curriculum-templates/${id}/`);
  return result;
}

export function useTemplate(id: number) {
  return useQuery({ queryKey: templateKeys.detail(id), queryFn: () => getTemplate(id) });
}
