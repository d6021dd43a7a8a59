import type { ListItem, Schemas } from '@/api/contract';

/** A class hour (a numbered lesson period of an institution's day; times HH:mm) as /class-hours/ answers it. */
export type ClassHour = ListItem<'/api/v1/class-hours/'>;

/** What POST and PUT /class-hours/ take; institution_id only from a ministry-level role. */
export type ClassHourWrite = Schemas['ClassHourWriteDto'];

export const classHourKeys = {
  all: ['class-hours'] as const,
  list: (params: object) => ['class-hours', 'list', params] as const,
};
