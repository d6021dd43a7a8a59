import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, type List } from '@/api/client';
import type { ListParams } from '@/api/types';
import { financeKeys, type ScholarshipType } from './types';

/** search: a name in any language. */
export function getScholarshipTypes(params: ListParams): Promise<List<ScholarshipType>> {
  return api.get<List<ScholarshipType>>('/scholarship-types/', params);
}

export function useScholarshipTypes(params: ListParams) {
  return useQuery({ queryKey: financeKeys.scholarshipTypes(params), queryFn: () => getScholarshipTypes(params), placeholderData: keepPreviousData });
}
