import { useMemo } from 'react';
import { useSession } from '@/store/session';
import type { Level, PermissionCode, Profile } from '@/api/types';

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

export function useCan(permission: PermissionCode): boolean {
  return useSession((state) => state.profile?.permissions.includes(permission) ?? false);
}
