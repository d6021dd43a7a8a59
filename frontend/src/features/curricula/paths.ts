/** Institution-level curriculum screens (education process, OTM). */
export const curriculaPaths = {
  list: '/education-process-otm/curriculums',
  add: '/education-process-otm/curriculums/add',
  edit: '/education-process-otm/curriculums/edit/:id',
  preview: '/education-process-otm/curriculums/preview/:id',
  subjects: '/education-process-otm/curriculums/preview/:id/subjects',
  assessment: '/education-process-otm/curriculums/preview/:id/assessment',
} as const;
