import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, type List } from '@/api/client';
import type { ListItem } from '@/api/contract';
import { useCan } from '@/lib/access';

/** A user to filter the trail by; GET /users/ answers more, of which the picker needs these. */
export type ActorOption = Pick<ListItem<'/api/v1/users/'>, 'id' | 'name' | 'username'>;

export const ACTOR_OPTIONS_LIMIT = 20;

/** Users whose name or username matches, for the actor filter (user-view). */
export function getActorOptions(search: string): Promise<List<ActorOption>> {
  return api.get<List<ActorOption>>('/users/', { page: 1, limit: ACTOR_OPTIONS_LIMIT, search: search || undefined, ordering: 'name' });
}

/**
 * Asks once the picker is opened, and only for a role with user-view (any other would be refused
 * with 403, which ends the session).
 */
export function useActorOptions(search: string, opened: boolean) {
  const canSearch = useCan('user-view');
  const query = useQuery({
    queryKey: ['users', 'actor-options', search],
    queryFn: () => getActorOptions(search),
    enabled: canSearch && opened,
    placeholderData: keepPreviousData,
  });
  return { canSearch, options: query.data?.results ?? [], loading: canSearch && query.isFetching };
}
