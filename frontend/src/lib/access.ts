import { useMemo } from 'react';
import { useSession } from '@/store/session';
import type { Level, PermissionCode, Profile } from '@/api/types';

/** The one permission of the STUDENT and PARENT roles: the portal's screens. */
export const PORTAL_PERMISSION = 'portal';

/** A permission a screen or a check names (the portal's is one of the catalogue). */
export type AnyPermission = PermissionCode;

/** What the current role may do: its permissions and its level. */
export interface Access {
  permissions: ReadonlySet<string>;
  level: Level | null;
}

export function accessOf(profile: Profile | null): Access {
  return {
    permissions: new Set(profile?.permissions ?? []),
    level: profile?.role?.level ?? null,
  };
}

/** The current role's access, for components. */
export function useAccess(): Access {
  const profile = useSession((state) => state.profile);
  return useMemo(() => accessOf(profile), [profile]);
}

export function useCan(permission: AnyPermission): boolean {
  return useSession((state) => (state.profile?.permissions as readonly string[] | undefined)?.includes(permission) ?? false);
}
