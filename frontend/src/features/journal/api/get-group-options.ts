import { useQuery } from '@tanstack/react-query';
import { api, type List } from '@/api/client';
import { useCan } from '@/lib/access';
import { STALE_TIME } from '@/lib/query-client';
import { referenceKeys, type GroupOption } from './types';

/**
 * Every group of the institution, for the lists' group filter; asked only of a role that reads
 * groups, and not at all when the screen has no use for it (`enabled` false: a ministry role).
 */
export function getGroupOptions(): Promise<List<GroupOption>> {
  return api.get<List<GroupOption>>('/edu-groups/', { page: 1, limit: 10000 });
}

export function useGroupOptions(enabled = true) {
  const allowed = useCan('edu-group-view');
  return useQuery({ queryKey: referenceKeys.groups, queryFn: getGroupOptions, staleTime: STALE_TIME.short, enabled: allowed && enabled });
}
