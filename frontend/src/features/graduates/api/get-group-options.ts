import { useQuery } from '@tanstack/react-query';
import { api, type List } from '@/api/client';
import { useCan } from '@/lib/access';
import { STALE_TIME } from '@/lib/query-client';
import { graduateKeys, type GroupOption } from './types';

/**
 * The institution's groups, for the group filter and the group's documents; asked for only when
 * the role may read groups, since a 403 would end the session.
 */
export function useGroupOptions(enabled = true) {
  const allowed = useCan('edu-group-view');
  return useQuery({
    queryKey: graduateKeys.groups,
    queryFn: () => api.get<List<GroupOption>>('/edu-groups/', { page: 1, limit: 10000 }),
    staleTime: STALE_TIME.short,
    enabled: enabled && allowed,
  });
}
