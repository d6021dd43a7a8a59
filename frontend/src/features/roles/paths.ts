export const rolesPaths = {
  list: '/management/role',
  add: '/management/role/add',
} as const;
