/** Graduates of an institution (education process, OTM): the list, the record, DAK exam ratings and the diploma's naming. */
export const graduatesPaths = {
  list: '/education-process-otm/graduates',
  preview: '/education-process-otm/graduates/preview/:id',
  examRating: '/education-process-otm/graduates/exam-rating/:id',
  naming: '/education-process-otm/graduates/naming/:id',
} as const;

export const graduatePath = (path: string, id: number) => path.replace(':id', String(id));
