import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, type List } from '@/api/client';
import type { ListParams } from '@/api/types';
import { scienceKeys, type Publication } from './types';

/** Filters: institution_id (ministry), kind, sub_kind, year, indexing, foreign, verification, staff_id; search: title, source or DOI; ordering id, title, year. */
export function getPublications(params: ListParams): Promise<List<Publication>> {
  return api.get<List<Publication>>('/science/publications/', params);
}

export function usePublications(params: ListParams, enabled = true) {
  return useQuery({ queryKey: scienceKeys.publications(params), queryFn: () => getPublications(params), placeholderData: keepPreviousData, enabled });
}
