import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, type List } from '@/api/client';
import type { ListParams } from '@/api/types';
import { groupKeys, type Group } from './types';

/** Filters: search (name), course, status, curriculum_id, edu_direction_id; an institution sees its own only. */
export function getGroups(params: ListParams): Promise<List<Group>> {
  return api.get<List<Group>>('/edu-groups/', params);
}

export function useGroups(params: ListParams) {
  return useQuery({ queryKey: groupKeys.list(params), queryFn: () => getGroups(params), placeholderData: keepPreviousData });
}
