import type { ListItem, Schemas } from '@/api/contract';

/** A user as /users/ answers it. */
export type User = ListItem<'/api/v1/users/'>;

/** What POST and PUT /users/ take; an empty password on update keeps the old one. */
export type UserWrite = Schemas['UserWriteDto'];

export const userKeys = {
  all: ['users'] as const,
  list: (params: object) => ['users', 'list', params] as const,
  detail: (id: number) => ['users', 'detail', id] as const,
};
