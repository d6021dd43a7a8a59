/**
 * The session (SPEC.md section 4): the token and the current role name are stored locally; the
 * profile is fetched while a token exists; the current role is the stored role name if the user
 * still holds it, else the first role.
 */
import { create } from 'zustand';
import { isNetworkError } from '@/api/client';
import { changeInstitution as postChangeInstitution } from '@/api/session/change-institution';
import { changeRole as postChangeRole } from '@/api/session/change-role';
import { getProfile } from '@/api/session/get-profile';
import { logout as postLogout } from '@/api/session/logout';
import { tokenStorage } from '@/api/token';
import type { Profile, RoleRef } from '@/api/types';
import { commonMessages } from './messages';
import { useNotifications } from './notifications';

const ROLE_KEY = 'role';
const PROFILE_KEY = 'profile';
export const LOGOUT_DELAY_MS = 500;

export type SessionStatus = 'loading' | 'finished';

interface SessionState {
  status: SessionStatus;
  authenticated: boolean;
  profile: Profile | null;
  /** At start of the application: fetch the profile if a token is stored. */
  start(): Promise<void>;
  /** After a password login, which answers the token and the profile together. */
  signIn(token: string, profile: Profile): void;
  /** After a login that answers only a token (OneID). */
  signInWithToken(token: string): Promise<boolean>;
  loadProfile(): Promise<boolean>;
  changeRole(roleId: number): Promise<boolean>;
  changeInstitution(institutionId: number): Promise<boolean>;
  logout(): Promise<void>;
  /** The server refused the token (401/403): forget it. */
  reset(): void;
  /**
   * The server refused a call until a temporary password is changed (403 `password_change_required`):
   * the session goes on, held to the password change, as a profile that says so would hold it.
   */
  requirePasswordChange(): void;
}

export const roleStorage = {
  get: (): string | null => window.localStorage.getItem(ROLE_KEY),
  set: (name: string): void => window.localStorage.setItem(ROLE_KEY, name),
  clear: (): void => window.localStorage.removeItem(ROLE_KEY),
};

/** The last profile the server answered, so that the application opens without the network. */
export const profileStorage = {
  get(): Profile | null {
    try {
      const text = window.localStorage.getItem(PROFILE_KEY);
      return text ? (JSON.parse(text) as Profile) : null;
    } catch {
      return null;
    }
  },
  set(profile: Profile): void {
    try {
      window.localStorage.setItem(PROFILE_KEY, JSON.stringify(profile));
    } catch {
      // A full storage only costs the offline start.
    }
  },
  clear: (): void => window.localStorage.removeItem(PROFILE_KEY),
};

/** The stored role name if the user still holds it, else the first role. */
export function resolveRole(roles: readonly RoleRef[], storedName: string | null): RoleRef | null {
  return roles.find((role) => role.name === storedName) ?? roles[0] ?? null;
}

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const signedOut = { status: 'finished', authenticated: false, profile: null } as const;

function clearStorage(): void {
  tokenStorage.clear();
  roleStorage.clear();
  profileStorage.clear();
}

export const useSession = create<SessionState>()((set, get) => ({
  status: tokenStorage.get() ? 'loading' : 'finished',
  authenticated: false,
  profile: null,

  start: async () => {
    if (!tokenStorage.get()) {
      set(signedOut);
      return;
    }
    await get().loadProfile();
  },

  signIn: (token, profile) => {
    tokenStorage.set(token);
    if (profile.role) roleStorage.set(profile.role.name);
    profileStorage.set(profile);
    set({ status: 'finished', authenticated: true, profile });
  },

  signInWithToken: async (token) => {
    tokenStorage.set(token);
    roleStorage.clear();
    return get().loadProfile();
  },

  loadProfile: async () => {
    set({ status: 'loading' });
    try {
      let profile = await getProfile();
      const role = resolveRole(profile.roles, roleStorage.get());
      if (role && profile.role && role.id !== profile.role.id) {
        // The remembered role differs from the token's: ask for a token of the remembered role.
        try {
          tokenStorage.set(await postChangeRole(role.id));
          profile = await getProfile();
        } catch {
          // Keep the token's role.
        }
      }
      const current = profile.role ?? role;
      if (current) roleStorage.set(current.name);
      profileStorage.set(profile);
      set({ status: 'finished', authenticated: true, profile });
      return true;
    } catch (error) {
      // Without the network the session goes on with the profile last read, so that the kept
      // answers can be shown; any refusal of the server ends it.
      const kept = isNetworkError(error) ? profileStorage.get() : null;
      if (kept) {
        set({ status: 'finished', authenticated: true, profile: kept });
        return true;
      }
      set(signedOut);
      return false;
    }
  },

  changeRole: async (roleId) => {
    const role = get().profile?.roles.find((item) => item.id === roleId);
    set({ status: 'loading' });
    try {
      tokenStorage.set(await postChangeRole(roleId));
    } catch {
      set({ status: 'finished' });
      useNotifications.getState().notify({ severity: 'error', message: commonMessages.roleChangeFailed });
      return false;
    }
    if (role) roleStorage.set(role.name);
    return get().loadProfile();
  },

  changeInstitution: async (institutionId) => {
    set({ status: 'loading' });
    try {
      tokenStorage.set(await postChangeInstitution(institutionId));
    } catch {
      set({ status: 'finished' });
      useNotifications.getState().notify({ severity: 'error', message: commonMessages.institutionChangeFailed });
      return false;
    }
    return get().loadProfile();
  },

  logout: async () => {
    set({ status: 'loading' });
    try {
      await postLogout();
    } catch {
      // The token is forgotten locally whatever the server said.
    }
    await delay(LOGOUT_DELAY_MS);
    clearStorage();
    set(signedOut);
  },

  reset: () => {
    clearStorage();
    set(signedOut);
  },

  requirePasswordChange: () => {
    const profile = get().profile;
    if (!profile || profile.must_change_password) return;
    set({ profile: { ...profile, must_change_password: true } });
  },
}));

/** The role the session acts in. */
export function currentRole(profile: Profile | null): RoleRef | null {
  if (!profile) return null;
  return profile.role ?? resolveRole(profile.roles, roleStorage.get());
}
