/**
 * Staff of an institution (administrative process, TM) and the ministry's read-only view of the
 * staff of every institution (administrative process, OTV).
 */
export const staffPaths = {
  list: '/administrative-process-tm/staff',
  add: '/administrative-process-tm/staff/add',
  /** Takes `?citizenId=` (the person the form edits), as the list and the preview link it. */
  edit: '/administrative-process-tm/staff/edit/:id',
  preview: '/administrative-process-tm/staff/preview/:id',
  teachers: '/administrative-process-tm/teachers',
  otvList: '/administrative-process-otv/staff',
  otvPreview: '/administrative-process-otv/staff/preview/:id',
  otvTeachers: '/administrative-process-otv/teachers',
} as const;

/** The two levels the lists exist at: an institution's own (TM) and the ministry's (OTV). */
export type StaffScope = 'tm' | 'otv';

export function staffListPath(scope: StaffScope): string {
  return scope === 'otv' ? staffPaths.otvList : staffPaths.list;
}

export function staffPreviewPath(scope: StaffScope, id: number): string {
  return (scope === 'otv' ? staffPaths.otvPreview : staffPaths.preview).replace(':id', String(id));
}

export function staffEditPath(id: number, citizenId: number): string {
  return `${staffPaths.edit.replace(':id', String(id))}?citizenId=${citizenId}`;
}

/** A teacher's month of lessons lives in the schedule area; the teachers list links to it by path only. */
export const teacherSchedulePath = (id: number) => `/education-process-otm/schedule/teacher/${id}`;
