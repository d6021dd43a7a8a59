/** Groups of an institution (education process, OTM): list, form, card, rating sheet and subgroups. */
export const groupsPaths = {
  list: '/education-process-otm/group',
  add: '/education-process-otm/group/add',
  edit: '/education-process-otm/group/edit/:id',
  preview: '/education-process-otm/group/preview/:id',
  rating: '/education-process-otm/group/rating/:id',
  grouping: '/education-process-otm/group/preview/:id/grouping',
  subgroups: '/education-process-otm/group/preview/:id/grouping/:subjectId',
} as const;

/** The group's month of lessons lives in the schedule area; the card links to it by path only. */
export const groupSchedulePath = (id: number) => `/education-process-otm/group/schedule/${id}`;

/** The group's journal and the absence thresholds live in the journal area; linked by path only. */
export const groupJournalPath = (id: number) => `/education-process-otm/group/journal/${id}`;
export const attendancePath = (id: number) => `/education-process-otm/attendance?edu_group_id=${id}`;

/** A student's card lives in the students area; the group's table links to it by path only. */
export const studentPreviewPath = (id: number) => `/education-process-otm/students/preview/${id}`;

/** An order's page lives in the orders area; the promotion links to the order it made by path only. */
export const orderPath = (id: number) => `/education-process-otm/orders/${id}`;

export const groupPath = (path: string, id: number, subjectId?: number) =>
  path.replace(':id', String(id)).replace(':subjectId', String(subjectId ?? ''));
