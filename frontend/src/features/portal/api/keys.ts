export const portalKeys = {
  all: ['portal'] as const,
  me: (userId: number) => ['portal', userId, 'me'] as const,
  schedule: (studentId: number, monday: string) => ['portal', 'schedule', studentId, monday] as const,
  attendance: (studentId: number, semester: number) => ['portal', 'attendance', studentId, semester] as const,
  results: (studentId: number) => ['portal', 'results', studentId] as const,
  finance: (studentId: number) => ['portal', 'finance', studentId] as const,
  documents: (studentId: number) => ['portal', 'documents', studentId] as const,
  notifications: (studentId: number) => ['portal', 'notifications', studentId] as const,
};
