import { useQuery } from '@tanstack/react-query';
import { api, type List } from '@/api/client';
import type { RoleRef } from '@/api/types';
import { useAccess } from '@/lib/access';
import { useSession } from '@/store/session';

export function getRoleOptions(): Promise<List<RoleRef>> {
  return api.get<List<RoleRef>>('/roles/', { page: 1, limit: 10000, ordering: 'name' });
}

/** The server lets role-view, and whoever adds or edits users, read /roles/. */
export const ROLE_LIST_PERMISSIONS = ['role-view', 'user-add', 'user-edit'] as const;

/**
 * Roles to choose from in the user form and filter. An institution-level role may grant only
 * institution-level roles, so only those are offered to it (the server checks the rest and
 * says why). A role that may not read /roles/ is offered the roles its own user holds, without
 * asking (a 403 would end the session).
 */
export function useRoleOptions(): { roles: RoleRef[]; loading: boolean } {
  const access = useAccess();
  const canList = ROLE_LIST_PERMISSIONS.some((permission) => access.permissions.has(permission));
  const ownRoles = useSession((state) => state.profile?.roles);
  const query = useQuery({ queryKey: ['roles', 'options'], queryFn: getRoleOptions, enabled: canList });
  if (!canList) return { roles: ownRoles ?? [], loading: false };
  const roles = query.data?.results ?? [];
  return {
    roles: access.level === 'INSTITUTION' ? roles.filter((role) => role.level === 'INSTITUTION') : roles,
    loading: query.isPending,
  };
}
