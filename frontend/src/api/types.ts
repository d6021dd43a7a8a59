/** Shapes shared by several areas (API.md). */
import type { components } from './schema';

/** A permission code of the catalogue, generated from the server's document: a misspelt one does not compile. */
export type PermissionCode = components['schemas']['PermissionCode'];
export type Language = 'uz' | 'ru' | 'en';

export interface Multilingual {
  uz: string;
  ru?: string;
  en?: string;
}

export type Level = 'MINISTRY' | 'INSTITUTION';

export interface RoleRef {
  id: number;
  name: string;
  level: Level;
}

export interface InstitutionRef {
  id: number;
  name: Multilingual | string;
}

export interface Profile {
  id: number;
  name: string;
  username: string;
  roles: RoleRef[];
  role: RoleRef | null;
  permissions: PermissionCode[];
  institution: InstitutionRef | null;
  institution_id: number | null;
  institutions: InstitutionRef[];
  is_system: boolean;
  last_login_at: string | null;
}

export interface AccessToken {
  access_token: string;
}

/** Paging, search and ordering of every list call; filters are added per list. */
export interface ListParams {
  page: number;
  limit: number;
  search?: string;
  ordering?: string;
  [filter: string]: string | number | undefined;
}
