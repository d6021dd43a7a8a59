export const classHoursPaths = {
  list: '/education-process-otm/class-hours',
} as const;
