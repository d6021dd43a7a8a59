import { useQuery } from '@tanstack/react-query';
import { api, type List } from '@/api/client';
import { journalKeys, type Excuse } from './types';

/** The student's excused spans, latest first. */
export function getExcuses(studentId: number): Promise<List<Excuse>> {
  return api.get<List<Excuse>>(`/journal/absences/${studentId}/excuses/`, { page: 1, limit: 100 });
}

export function useExcuses(studentId: number) {
  return useQuery({ queryKey: journalKeys.excuses(studentId), queryFn: () => getExcuses(studentId), staleTime: 0 });
}
