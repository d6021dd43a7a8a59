import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, type List } from '@/api/client';
import type { ListParams } from '@/api/types';
import { templateKeys, type CurriculumTemplate } from './types';

/** Filters: search (name), edu_direction_id, institution_type. */
export function getTemplates(params: ListParams): Promise<List<CurriculumTemplate>> {
  return api.get<List<CurriculumTemplate>>('/curriculum-templates/', params);
}

export function useTemplates(params: ListParams) {
  return useQuery({ queryKey: templateKeys.list(params), queryFn: () => getTemplates(params), placeholderData: keepPreviousData });
}
