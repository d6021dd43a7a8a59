/** Ministry-level screens (administrative process, OTV) and the institution's own card. */
export const institutionsPaths = {
  list: '/administrative-process-otv/institutions',
  add: '/administrative-process-otv/institutions/add',
  edit: '/administrative-process-otv/institutions/edit/:id',
  preview: '/administrative-process-otv/institutions/preview/:id',
  own: '/institution-information/institutions',
  ownEdit: '/institution-information/institutions/edit',
} as const;
