/** Buildings and rooms as /buildings/ and /rooms/ answer them (the generated contract). */
import type { ListItem, Schemas } from '@/api/contract';

/** A building as /buildings/ answers it. */
export type Building = ListItem<'/api/v1/buildings/'>;

/** What POST and PUT /buildings/ take; institution_id only from a ministry-level role. */
export type BuildingWrite = Schemas['BuildingWriteDto'];

export type RoomKind = Schemas['RoomKindCode'];
export const ROOM_KINDS = ['LECTURE', 'LAB', 'COMPUTER', 'GYM'] as const satisfies readonly RoomKind[];

/** A room as /rooms/ answers it. */
export type Room = ListItem<'/api/v1/rooms/'>;

export type RoomWrite = Schemas['RoomWriteDto'];

export const buildingKeys = {
  all: ['buildings'] as const,
  list: (params: object) => ['buildings', 'list', params] as const,
  options: (institutionId: number | undefined) => ['buildings', 'options', institutionId ?? null] as const,
  detail: (id: number) => ['buildings', 'detail', id] as const,
};

export const roomKeys = {
  all: ['rooms'] as const,
  list: (params: object) => ['rooms', 'list', params] as const,
  detail: (id: number) => ['rooms', 'detail', id] as const,
};
