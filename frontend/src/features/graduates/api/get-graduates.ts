import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, type List } from '@/api/client';
import type { ListParams } from '@/api/types';
import { graduateKeys, type GraduateListItem } from './types';

/** Filters: search (name or the start of a PINFL), status (CANDIDATE or GRADUATED), edu_group_id, institution_id (ministry). */
export function getGraduates(params: ListParams): Promise<List<GraduateListItem>> {
  return api.get<List<GraduateListItem>>('/graduates/', params);
}

export function useGraduates(params: ListParams) {
  return useQuery({ queryKey: graduateKeys.list(params), queryFn: () => getGraduates(params), placeholderData: keepPreviousData });
}
