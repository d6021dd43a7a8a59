import { useQuery } from '@tanstack/react-query';
import { api, type List } from '@/api/client';
import type { RoleRef } from '@/api/types';
import { useCan } from '@/lib/access';
import { useSession } from '@/store/session';

export function getRoleOptions(): Promise<List<RoleRef>> {
  return api.get<List<RoleRef>>('/roles/', { page: 1, limit: 10000, ordering: 'name' });
}

/**
 * Roles to choose from in the user form and filter. /roles/ needs role-view; a role without it
 * (an institution administrator) is offered the roles its own user holds, without asking the
 * server (which would answer 403 and end the session).
 */
export function useRoleOptions(): { roles: RoleRef[]; loading: boolean } {
  const canView = useCan('role-view');
  const ownRoles = useSession((state) => state.profile?.roles);
  const query = useQuery({ queryKey: ['roles', 'options'], queryFn: getRoleOptions, enabled: canView });
  if (!canView) return { roles: ownRoles ?? [], loading: false };
  return { roles: query.data?.results ?? [], loading: query.isPending };
}
