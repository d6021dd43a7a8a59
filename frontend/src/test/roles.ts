/** The permission catalogue (a part of it) and roles of the role screens for unit tests. */

const permission = (code: string, group: string, groupName: [string, string, string], name: [string, string, string]) => ({
  code,
  group,
  group_name: { uz: groupName[0], ru: groupName[1], en: groupName[2] },
  name: { uz: name[0], ru: name[1], en: name[2] },
});

const administrative: [string, string, string] = ['Ma’muriy jarayon (OTV)', 'Административный процесс (министерство)', 'Administrative process (ministry)'];
const buildings: [string, string, string] = ['TM ma’lumotlari', 'Сведения об учреждении', 'Institution information'];
const management: [string, string, string] = ['Boshqaruv', 'Управление', 'Management'];

/** Three areas in the catalogue's order, as GET /permissions/ answers them. */
export const permissionCatalogue = [
  permission('institution-view', 'administrative-ministry', administrative, ['TMlarni ko‘rish', 'Просмотр учреждений', 'View institutions']),
  permission('institution-edit', 'administrative-ministry', administrative, ['TMni tahrirlash', 'Редактирование учреждения', 'Edit institutions']),
  permission('building-view', 'institution-info', buildings, ['Binolarni ko‘rish', 'Просмотр зданий', 'View buildings']),
  permission('user-view', 'management', management, ['Foydalanuvchilarni ko‘rish', 'Просмотр пользователей', 'View users']),
  permission('role-view', 'management', management, ['Rollarni ko‘rish', 'Просмотр ролей', 'View roles']),
  permission('role-edit', 'management', management, ['Rolni tahrirlash', 'Редактирование роли', 'Edit roles']),
];

export const catalogueAnswer = { status: 200, body: { results: permissionCatalogue, count: permissionCatalogue.length } };

/** A role as GET /roles/{id}/ answers it. */
export function storedRole(overrides: Record<string, unknown> = {}) {
  return {
    id: 12,
    name: 'Kadrlar bo‘limi',
    level: 'MINISTRY',
    permissions: ['user-view', 'institution-view', 'role-view'],
    is_system: false,
    is_delivered: false,
    version: 3,
    ...overrides,
  };
}

/** Users who hold the role, as GET /users/?role_id= answers them. */
export const holders = [
  { id: 31, username: 'dilnoza', name: 'Karimova Dilnoza', pinfl: null, is_active: true, is_system: false, roles: [], institutions: [], institution_ids: [], last_login_at: null, version: 1 },
  { id: 32, username: 'sardor', name: 'Toshmatov Sardor', pinfl: null, is_active: true, is_system: false, roles: [], institutions: [], institution_ids: [], last_login_at: null, version: 1 },
];
