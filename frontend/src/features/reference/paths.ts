export const referencePaths = {
  ministryDepartments: '/administrative-process-otv/ministry-departments',
  departments: '/administrative-process-otv/instruction-departments',
  positions: '/administrative-process-otv/institution-position',
  directions: '/education-process-otm/direction',
} as const;
