import { useQuery } from '@tanstack/react-query';
import { api, type List } from '@/api/client';
import { useCan } from '@/lib/access';
import { STALE_TIME } from '@/lib/query-client';
import { studentKeys, type GroupOption } from './types';

/**
 * Every group of the institution, for the group select of the form, the filter and the import;
 * asked for only when the role may read groups, since a 403 would end the session.
 */
export function useGroupOptions(enabled = true) {
  const allowed = useCan('edu-group-view');
  return useQuery({
    queryKey: studentKeys.groups,
    queryFn: () => api.get<List<GroupOption>>('/edu-groups/', { page: 1, limit: 10000 }),
    staleTime: STALE_TIME.short,
    enabled: enabled && allowed,
  });
}
