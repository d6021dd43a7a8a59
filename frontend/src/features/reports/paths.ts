/** The reports, at both levels: the ministry reads every institution, an institution its own. */
export const reportPaths = {
  teachers: '/reports/teachers',
  students: '/reports/students',
  byOtm: '/reports/by-otm',
  byDirection: '/reports/by-direction',
  byTeacher: '/reports/by-teacher',
} as const;
