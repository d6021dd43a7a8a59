/** Shapes shared by several areas, named as the generated contract (schema.d.ts) has them. */
import type { Schemas } from './contract';

/** A permission code of the catalogue, generated from the server's document: a misspelt one does not compile. */
export type PermissionCode = Schemas['PermissionCode'];
/** The interface languages: Uzbek in Latin (the default) and in Cyrillic, Russian, English. */
export type Language = 'uz' | 'uz-Cyrl' | 'ru' | 'en';

/** A name in the three languages; the server may leave a translation out. */
export type Multilingual = Schemas['NameDto'];

export type Level = Schemas['RoleLevelCode'];

export type RoleRef = Schemas['RoleRefDto'];

export type InstitutionRef = Schemas['InstitutionRefDto'];

/** The signed-in user with the current role and its permissions (GET /users/profile/, and the login's user). */
export type Profile = Schemas['ProfileDto'];

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
