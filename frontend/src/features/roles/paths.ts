export const rolesPaths = {
  list: '/management/role',
  add: '/management/role/add',
  preview: '/management/role/preview/:id',
} as const;

export const rolePreviewPath = (id: number) => `/management/role/preview/${id}`;

/** Pages of other areas, linked by path only. */
export const userPreviewPath = (id: number) => `/management/users/preview/${id}`;
