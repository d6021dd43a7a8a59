import type { Profile } from '@/api/types';

/** Permissions of the demo roles the server loads (see the e2e tests for the real ones). */
export const demoPermissions = {
  superadmin: ['user-view', 'user-add', 'user-edit', 'user-delete', 'role-view', 'role-add', 'role-edit', 'role-delete', 'institution-view', 'audit-view'],
  ministry: ['user-view', 'user-add', 'user-edit', 'user-delete', 'role-view', 'institution-view', 'edu-subject-view', 'audit-view'],
  otmadmin: ['user-view', 'user-add', 'user-edit', 'audit-view'],
  teacher: ['teacher-topic', 'teacher-class-schedule', 'teacher-edu-groups-view'],
};

const hei = { id: 1, name: { uz: 'Toshkent davlat universiteti', ru: 'Ташкентский государственный университет', en: 'Tashkent State University' } };
const lyceum = { id: 3, name: { uz: 'Akademik litsey', ru: 'Академический лицей', en: 'Academic lyceum' } };

export function profile(overrides: Partial<Profile> = {}): Profile {
  return {
    id: 7,
    name: 'Aliyev Vali',
    username: 'otmadmin',
    roles: [
      { id: 3, name: 'OTMADMIN', level: 'INSTITUTION' },
      { id: 4, name: 'TEACHER', level: 'INSTITUTION' },
    ],
    role: { id: 3, name: 'OTMADMIN', level: 'INSTITUTION' },
    permissions: demoPermissions.otmadmin,
    institution: hei,
    institution_id: 1,
    institutions: [hei],
    is_system: false,
    last_login_at: '2024-03-05T08:09:00Z',
    ...overrides,
  };
}

export function teacherProfile(overrides: Partial<Profile> = {}): Profile {
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
