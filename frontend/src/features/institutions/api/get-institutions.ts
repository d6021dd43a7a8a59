import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, type List } from '@/api/client';
import type { ListParams } from '@/api/types';
import { institutionKeys, type Institution } from './types';

/** Filters: search (names, short name, code), type (LYCEUM or HEI), region (its Uzbek name). */
export function getInstitutions(params: ListParams): Promise<List<Institution>> {
  return api.get<List<Institution>>('/institutions/', params);
}

export function useInstitutions(params: ListParams) {
  return useQuery({ queryKey: institutionKeys.list(params), queryFn: () => getInstitutions(params), placeholderData: keepPreviousData });
}
