export const rolesPaths = {
  list: '/management/role',
  add: '/management/role/add',
  edit: '/management/role/edit/:id',
  preview: '/management/role/preview/:id',
} as const;

export const rolePreviewPath = (id: number) => `/management/role/preview/${id}`;
export const roleEditPath = (id: number) => `/management/role/edit/${id}`;

/** Pages of other areas, linked by path only. */
export const userPreviewPath = (id: number) => `/management/users/preview/${id}`;
