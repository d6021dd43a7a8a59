/** The timetable screens of an institution and the teacher module's screens. */
export const schedulePaths = {
  group: '/education-process-otm/group/schedule/:id',
  teacher: '/education-process-otm/schedule/teacher/:id',
  room: '/education-process-otm/schedule/room/:id',
} as const;

/** Drawing up the timetable with the solver, and its settings. */
export const timetablePaths = {
  run: '/education-process-otm/timetable',
  settings: '/education-process-otm/timetable/settings',
} as const;

export const teacherPaths = {
  classSchedule: '/teacher/class-schedule',
  topics: '/teacher/topics',
  topicAdd: '/teacher/topics/add',
  topicEdit: '/teacher/topics/edit/:id',
  groups: '/teacher/groups',
  groupSubject: '/teacher/groups/preview/:id/subject/:subjectId',
} as const;

/** A lesson's roll lives in the journal area; the teacher's calendar links to it by path only. */
export const rollPath = (scheduleId: number, date: string) => `/teacher/journal/${scheduleId}/${date}`;

/** The group's card, where its timetable is reached from. */
export const groupPreviewPath = (id: number) => `/education-process-otm/group/preview/${id}`;

export const withIds = (path: string, id: number, subjectId?: number) =>
  path.replace(':id', String(id)).replace(':subjectId', String(subjectId ?? ''));
