import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, type List } from '@/api/client';
import type { ListParams } from '@/api/types';
import { curriculumKeys, type Curriculum } from './types';

/** Filters: status, search (name), edu_direction_id; an institution-level role sees its own only. */
export function getCurriculums(params: ListParams): Promise<List<Curriculum>> {
  return api.get<List<Curriculum>>('/curriculums/', params);
}

export function useCurriculums(params: ListParams) {
  return useQuery({ queryKey: curriculumKeys.list(params), queryFn: () => getCurriculums(params), placeholderData: keepPreviousData });
}
