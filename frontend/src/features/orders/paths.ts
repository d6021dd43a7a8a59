/** Orders (buyruq) of an institution (education process, OTM). */
export const ordersPaths = {
  list: '/education-process-otm/orders',
  preview: '/education-process-otm/orders/:id',
} as const;

export const orderPath = (id: number) => ordersPaths.preview.replace(':id', String(id));
