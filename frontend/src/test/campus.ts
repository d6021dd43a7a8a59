/** Permissions and records of the campus screens (buildings, rooms, class hours) for unit tests. */
import type { Profile } from '@/api/types';
import { profile } from './fixtures';

export const campusPermissions = {
  all: [
    'building-view',
    'building-add',
    'building-edit',
    'building-delete',
    'room-view',
    'room-add',
    'room-edit',
    'room-delete',
    'class-hour-view',
    'class-hour-add',
    'class-hour-edit',
    'class-hour-delete',
  ],
  viewOnly: ['building-view', 'room-view', 'class-hour-view'],
};

const tatu = { id: 1, name: { uz: 'Toshkent axborot texnologiyalari universiteti', ru: 'ТУИТ', en: 'TUIT' } };
const lyceum = { id: 3, name: { uz: 'Akademik litsey', ru: 'Академический лицей', en: 'Academic lyceum' } };
export const institutions = [tatu, lyceum];

/** OTMADMIN: institution level, in TATU. */
export function institutionAdmin(permissions = campusPermissions.all): Profile {
  return profile({ permissions, institution: tatu, institution_id: 1, institutions: [tatu] });
}

/** Superadmin: ministry level, every institution. */
export function ministryAdmin(permissions = [...campusPermissions.all, 'institution-view']): Profile {
  return profile({
    username: 'superadmin',
    roles: [{ id: 1, name: 'Superadmin', level: 'MINISTRY' }],
    role: { id: 1, name: 'Superadmin', level: 'MINISTRY' },
    permissions,
    institution: null,
    institution_id: null,
    institutions: [],
    is_system: true,
  });
}

export const building = (id: number, name: string, overrides: object = {}) => ({
  id,
  institution_id: 1,
  institution: tatu,
  name,
  address: 'Amir Temur ko‘chasi, 108',
  floors: 4,
  rooms_count: 0,
  version: 1,
  ...overrides,
});

export const room = (id: number, name: string, overrides: object = {}) => ({
  id,
  building_id: 2,
  building: { id: 2, name: 'Bosh bino' },
  institution_id: 1,
  name,
  floor: 1,
  capacity: 30,
  kind: 'LECTURE',
  version: 1,
  ...overrides,
});

export const classHour = (id: number, number: number, start: string, end: string, overrides: object = {}) => ({
  id,
  institution_id: 1,
  number,
  start_time: start,
  end_time: end,
  version: 1,
  ...overrides,
});

export const list = <T>(results: T[], count = results.length) => ({ status: 200, body: { results, count } });
