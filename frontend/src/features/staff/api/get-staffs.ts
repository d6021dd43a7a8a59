import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, type List } from '@/api/client';
import type { ListParams } from '@/api/types';
import { staffKeys, type Staff } from './types';

/**
 * Filters: search (name or PINFL), status, position_id, institution_id (ministry-level roles; an
 * institution-level role sees its own institution only); ordering full_name, -id, ...
 */
export function getStaffs(params: ListParams): Promise<List<Staff>> {
  return api.get<List<Staff>>('/staffs/', params);
}

export function useStaffs(params: ListParams) {
  return useQuery({ queryKey: staffKeys.list(params), queryFn: () => getStaffs(params), placeholderData: keepPreviousData });
}
