import type { PermissionCode, Profile } from '@/api/types';

/** A profile's fields, with permissions as plain strings as test tables write them. */
export type ProfileOverrides = Partial<Omit<Profile, 'permissions'>> & { permissions?: readonly string[] };

/** Permissions of the demo roles the server loads (see the e2e tests for the real ones). */
export const demoPermissions = {
  superadmin: ['user-view', 'user-add', 'user-edit', 'user-delete', 'role-view', 'role-add', 'role-edit', 'role-delete', 'institution-view', 'audit-view'],
  ministry: ['user-view', 'user-add', 'user-edit', 'user-delete', 'role-view', 'institution-view', 'edu-subject-view', 'audit-view'],
  otmadmin: ['user-view', 'user-add', 'user-edit', 'audit-view'],
  teacher: ['teacher-topic', 'teacher-class-schedule', 'teacher-edu-groups-view', 'journal-record', 'control-sheet-edit'],
};

const hei = { id: 1, name: { uz: 'Toshkent davlat universiteti', ru: 'Ташкентский государственный университет', en: 'Tashkent State University' } };
const lyceum = { id: 3, name: { uz: 'Akademik litsey', ru: 'Академический лицей', en: 'Academic lyceum' } };

export function profile(overrides: ProfileOverrides = {}): Profile {
  const { permissions = demoPermissions.otmadmin, ...rest } = overrides;
  return {
    id: 7,
    name: 'Aliyev Vali',
    username: 'otmadmin',
    roles: [
      { id: 3, name: 'OTMADMIN', level: 'INSTITUTION' },
      { id: 4, name: 'TEACHER', level: 'INSTITUTION' },
    ],
    role: { id: 3, name: 'OTMADMIN', level: 'INSTITUTION' },
    institution: hei,
    institution_id: 1,
    institutions: [hei],
    is_system: false,
    last_login_at: '2024-03-05T08:09:00Z',
    must_change_password: false,
    ...rest,
    permissions: permissions as PermissionCode[],
  };
}

export function teacherProfile(overrides: ProfileOverrides = {}): Profile {
  return profile({
    name: 'Karimova Dilnoza',
    username: 'teacher',
    roles: [{ id: 4, name: 'TEACHER', level: 'INSTITUTION' }],
    role: { id: 4, name: 'TEACHER', level: 'INSTITUTION' },
    permissions: demoPermissions.teacher,
    institutions: [hei, lyceum],
    ...overrides,
  });
}
