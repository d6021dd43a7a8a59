import type { ListItem, Schemas } from '@/api/contract';

export type Role = ListItem<'/api/v1/roles/'>;

export type RoleWrite = Schemas['RoleWriteDto'];

/** A permission of the catalogue with its group, as /permissions/ answers it. */
export type Permission = ListItem<'/api/v1/permissions/'>;

export const roleKeys = {
  all: ['roles'] as const,
  list: (params: object) => ['roles', 'list', params] as const,
};
