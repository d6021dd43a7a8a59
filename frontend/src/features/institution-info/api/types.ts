import type { InstitutionRef } from '@/api/types';

/** A building as /buildings/ answers it. */
export interface Building {
  id: number;
  institution_id: number;
  institution: InstitutionRef;
  name: string;
  address: string;
  floors: number;
  rooms_count: number;
  version: number;
}

/** What POST and PUT /buildings/ take; institution_id only from a ministry-level role. */
export interface BuildingWrite {
  institution_id?: number;
  name: string;
  address: string;
  floors: number;
  version?: number;
}

export const ROOM_KINDS = ['LECTURE', 'LAB', 'COMPUTER', 'GYM'] as const;
export type RoomKind = (typeof ROOM_KINDS)[number];

/** A room as /rooms/ answers it. */
export interface Room {
  id: number;
  building_id: number;
  building: { id: number; name: string };
  institution_id: number;
  name: string;
  floor: number;
  capacity: number;
  kind: RoomKind;
  version: number;
}

export interface RoomWrite {
  building_id: number;
  name: string;
  floor: number;
  capacity: number;
  kind: RoomKind;
  version?: number;
}

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
