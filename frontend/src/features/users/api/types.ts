import type { InstitutionRef, RoleRef } from '@/api/types';

/** A user as /users/ answers it (API.md). */
export interface User {
  id: number;
  username: string;
  name: string;
  pinfl: string | null;
  is_active: boolean;
  is_system: boolean;
  roles: RoleRef[];
  institutions: InstitutionRef[];
  institution_ids: number[];
  last_login_at: string | null;
  version: number;
}

/** What POST and PUT /users/ take; an empty password on update keeps the old one. */
export interface UserWrite {
  username: string;
  name: string;
  password?: string;
  roles: number[];
  institution_ids: number[];
  pinfl?: string | null;
  is_active: boolean;
  version?: number;
}

export const userKeys = {
  all: ['users'] as const,
  list: (params: object) => ['users', 'list', params] as const,
  detail: (id: number) => ['users', 'detail', id] as const,
};
