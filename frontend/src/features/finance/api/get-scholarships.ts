import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/api/client';
import type { ListParams } from '@/api/types';
import { financeKeys, type Scholarships } from './types';

/** The students paid a scholarship in `month` (YYYY-MM, required), with the month's sums; institution_id is required of a ministry role. */
export function getScholarships(params: ListParams): Promise<Scholarships> {
  return api.get<Scholarships>('/scholarships/', params);
}

/** `enabled` is false while a ministry role has not chosen an institution. */
export function useScholarships(params: ListParams, enabled = true) {
  return useQuery({ queryKey: financeKeys.scholarships(params), queryFn: () => getScholarships(params), placeholderData: keepPreviousData, enabled });
}
