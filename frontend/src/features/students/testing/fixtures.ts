/** Students, groups and profiles for the unit tests of the student screens. */
import type { Profile } from '@/api/types';
import { profile } from '@/test/fixtures';
import { withCheckDigit } from '@/lib/pinfl';
import type { GroupOption, StudentDetail } from '../api/types';

export const studentPermissions = ['student-view', 'student-add', 'student-edit', 'student-delete', 'student-import', 'edu-group-view'];

const tatu = { id: 1, name: { uz: 'Toshkent axborot texnologiyalari universiteti', ru: 'ТУИТ', en: 'TUIT' } };
const lyceum = { id: 3, name: { uz: 'Akademik litsey', ru: 'Академический лицей', en: 'Academic lyceum' } };
export const institutions = [tatu, lyceum];

export function studentAdmin(permissions = studentPermissions): Profile {
  return profile({ permissions, institution: tatu, institution_id: 1, institutions: [tatu] });
}

export function ministryUser(permissions = ['student-view', 'institution-view']): Profile {
  return profile({
    username: 'ministry',
    roles: [{ id: 2, name: 'Ministry', level: 'MINISTRY' }],
    role: { id: 2, name: 'Ministry', level: 'MINISTRY' },
    permissions,
    institution: null,
    institution_id: null,
    institutions: [],
  });
}

/** A woman born on 14.03.2006. */
export const MALIKA_PINFL = withCheckDigit('6140306601042');

export const groups: GroupOption[] = [
  { id: 7, name: 'KI-21', course: 2 },
  { id: 8, name: 'KI-25', course: 1 },
];

export function student(overrides: Partial<StudentDetail> = {}): StudentDetail {
  return {
    id: 11,
    institution_id: 1,
    institution: tatu,
    fio: 'Karimova Malika Akmalovna',
    pinfl: MALIKA_PINFL,
    serial_number: 'AD1234567',
    birth_date: '2006-03-14',
    gender: 2,
    social_status: '',
    student_status: 'ACTIVE',
    edu_group_id: 7,
    edu_group: { id: 7, name: 'KI-21', course: 2 },
    login: null,
    allowed_statuses: ['ON-LEAVE', 'WITHDRAW', 'GRADUATED'],
    version: 3,
    status_history: [],
    ...overrides,
  };
}

export function list<T>(results: T[], count = results.length) {
  return { status: 200, body: { results, count } };
}
