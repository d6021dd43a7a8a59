import type { ListItem, Schemas } from '@/api/contract';

/** A role as /roles/ and /roles/{id}/ answer it. */
export type Role = ListItem<'/api/v1/roles/'>;

/** What POST and PUT /roles/ take; PUT carries the version read. */
export type RoleWrite = Schemas['RoleWriteDto'];

/** A permission of the catalogue with its group, as /permissions/ answers it. */
export type Permission = ListItem<'/api/v1/permissions/'>;

/** A user who holds a role; GET /users/ answers more, of which the role's page shows these. */
export type RoleHolder = Pick<ListItem<'/api/v1/users/'>, 'id' | 'name' | 'username' | 'is_active'>;

export const roleKeys = {
  all: ['roles'] as const,
  list: (params: object) => ['roles', 'list', params] as const,
  detail: (id: number) => ['roles', 'detail', id] as const,
};
