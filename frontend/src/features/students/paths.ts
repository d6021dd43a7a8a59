/**
 * Students of an institution (education process, OTM) and the ministry's read-only views of the
 * students and the graduated of every institution (administrative process, OTV).
 */
export const studentsPaths = {
  list: '/education-process-otm/students',
  add: '/education-process-otm/students/add',
  edit: '/education-process-otm/students/edit/:id',
  preview: '/education-process-otm/students/preview/:id',
  otvList: '/administrative-process-otv/students',
  otvGraduated: '/administrative-process-otv/graduated',
  otvPreview: '/administrative-process-otv/students/preview/:id',
} as const;

/** The institution's own list (OTM, editable), the ministry's (OTV) and the ministry's graduated (read-only). */
export type StudentScope = 'otm' | 'otv' | 'graduated';

export const studentPath = (path: string, id: number) => path.replace(':id', String(id));

export function studentListPath(scope: StudentScope): string {
  if (scope === 'otm') return studentsPaths.list;
  return scope === 'graduated' ? studentsPaths.otvGraduated : studentsPaths.otvList;
}

export function studentPreviewPath(scope: StudentScope, id: number): string {
  return studentPath(scope === 'otm' ? studentsPaths.preview : studentsPaths.otvPreview, id);
}
