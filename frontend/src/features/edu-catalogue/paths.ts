/** Ministry-level screens of the education process (OTV): the subject catalogue and model curricula. */
export const subjectsPaths = {
  list: '/education-process-otv/subject',
  add: '/education-process-otv/subject/add',
  edit: '/education-process-otv/subject/edit/:id',
} as const;

export const subjectTypesPaths = {
  list: '/education-process-otv/subject-type',
} as const;

export const bundlesPaths = {
  list: '/education-process-otv/subject-bundles',
  add: '/education-process-otv/subject-bundles/add',
  edit: '/education-process-otv/subject-bundles/edit/:id',
} as const;

export const templatesPaths = {
  list: '/education-process-otv/curriculums',
  add: '/education-process-otv/curriculums/add',
  edit: '/education-process-otv/curriculums/edit/:id',
} as const;
