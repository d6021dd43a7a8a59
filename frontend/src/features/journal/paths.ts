/**
 * The teaching journal: the teacher's day and a lesson's roll (teacher module), a group's journal,
 * the absence thresholds, the control sheets and the academic debts (education process, OTM), and
 * the institution's journal settings (institution information).
 */
export const teacherJournalPaths = {
  today: '/teacher/today',
  roll: '/teacher/journal/:scheduleId/:date',
} as const;

export const journalPaths = {
  group: '/education-process-otm/group/journal/:id',
  attendance: '/education-process-otm/attendance',
  debts: '/education-process-otm/academic-debts',
  exams: '/education-process-otm/exams',
  sheets: '/education-process-otm/control-sheets',
  sheet: '/education-process-otm/control-sheets/:groupId/:subjectId/:control',
  settings: '/institution-information/journal-settings',
} as const;

export const rollPath = (scheduleId: number, date: string) => `/teacher/journal/${scheduleId}/${date}`;

export const todayPath = (date?: string) => (date ? `${teacherJournalPaths.today}?date=${date}` : teacherJournalPaths.today);

export function groupJournalPath(groupId: number, subjectId?: number, semester?: number): string {
  const query = new URLSearchParams();
  if (subjectId) query.set('subject', String(subjectId));
  if (semester) query.set('semester', String(semester));
  const search = query.toString();
  return `/education-process-otm/group/journal/${groupId}${search ? `?${search}` : ''}`;
}

export interface SheetAddress {
  groupId: number;
  subjectId: number;
  control: string;
  semester?: number;
  attempt?: number;
}

export function sheetPath({ groupId, subjectId, control, semester, attempt }: SheetAddress): string {
  const query = new URLSearchParams();
  if (semester) query.set('semester', String(semester));
  if (attempt && attempt > 1) query.set('attempt', String(attempt));
  const search = query.toString();
  return `/education-process-otm/control-sheets/${groupId}/${subjectId}/${control}${search ? `?${search}` : ''}`;
}

/** Pages of other areas, linked by path only. */
export const groupPreviewPath = (id: number) => `/education-process-otm/group/preview/${id}`;
export const studentPreviewPath = (id: number) => `/education-process-otm/students/preview/${id}`;
