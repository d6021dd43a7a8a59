export const usersPaths = {
  list: '/management/users',
  add: '/management/users/add',
  edit: '/management/users/edit/:id',
  preview: '/management/users/preview/:id',
} as const;
