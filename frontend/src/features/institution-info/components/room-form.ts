/** Values, validation and request body of the room form. */
import type { MessageDescriptor } from 'react-intl';
import { sharedMessages } from '@/components/messages';
import type { Room, RoomKind, RoomWrite } from '../api/types';
import { roomMessages } from '../messages';
import { MAX_FLOORS, parseWhole, rangeError, type FieldError } from './building-form';

export const ROOM_NAME_MAX_LENGTH = 64;
/** Basements count down from 0. */
export const LOWEST_FLOOR = -3;
export const MIN_CAPACITY = 1;
export const MAX_CAPACITY = 10000;

export interface RoomFormValues {
  building_id: number | null;
  name: string;
  floor: string;
  capacity: string;
  kind: RoomKind | '';
}

export type RoomFormErrors = Partial<Record<keyof RoomFormValues, FieldError>>;

export const emptyRoomForm: RoomFormValues = { building_id: null, name: '', floor: '', capacity: '', kind: '' };

export function fromRoom(room: Room): RoomFormValues {
  return { building_id: room.building_id, name: room.name, floor: String(room.floor), capacity: String(room.capacity), kind: room.kind };
}

/** `floors`: how many floors the chosen building has, when known; a room stands on one of them or a basement. */
export function validateRoomForm(values: RoomFormValues, floors?: number): RoomFormErrors {
  const errors: RoomFormErrors = {};
  if (values.building_id === null) errors.building_id = { message: sharedMessages.required };
  const name = values.name.trim();
  if (!name) errors.name = { message: sharedMessages.required };
  else if (name.length > ROOM_NAME_MAX_LENGTH) errors.name = { message: sharedMessages.maxLength, values: { max: ROOM_NAME_MAX_LENGTH } };
  const floor = rangeError(values.floor, LOWEST_FLOOR, floors ?? MAX_FLOORS);
  if (floor) errors.floor = floor;
  const capacity = rangeError(values.capacity, MIN_CAPACITY, MAX_CAPACITY);
  if (capacity) errors.capacity = capacity;
  if (!values.kind) errors.kind = { message: sharedMessages.required };
  return errors;
}

/** Call after validateRoomForm found nothing. */
export function toRoomBody(values: RoomFormValues, version?: number): RoomWrite {
  const body: RoomWrite = {
    building_id: values.building_id ?? 0,
    name: values.name.trim(),
    floor: parseWhole(values.floor) ?? 0,
    capacity: parseWhole(values.capacity) ?? MIN_CAPACITY,
    kind: values.kind || 'LECTURE',
  };
  if (version !== undefined) body.version = version;
  return body;
}

export const roomFieldLabels: Record<keyof RoomFormValues, MessageDescriptor> = {
  building_id: roomMessages.building,
  name: roomMessages.name,
  floor: roomMessages.floor,
  capacity: roomMessages.capacity,
  kind: roomMessages.kind,
};
