import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, type List } from '@/api/client';
import { useCan } from '@/lib/access';
import type { RoleHolder } from './types';

export interface HolderPaging {
  page: number;
  limit: number;
}

/** The users who hold the role, by name. */
export function getRoleHolders(roleId: number, paging: HolderPaging): Promise<List<RoleHolder>> {
  return api.get<List<RoleHolder>>('/users/', { ...paging, role_id: roleId, ordering: 'name' });
}

/**
 * Asked only by a role with user-view (any other would be refused with 403, which ends the
 * session). Kept under the users' key, so that a user saved anywhere refreshes it.
 */
export function useRoleHolders(roleId: number, paging: HolderPaging) {
  const canView = useCan('user-view');
  const query = useQuery({
    queryKey: ['users', 'role-holders', roleId, paging],
    queryFn: () => getRoleHolders(roleId, paging),
    enabled: canView,
    placeholderData: keepPreviousData,
  });
  return { canView, holders: query };
}
