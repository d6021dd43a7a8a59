import { useQuery } from '@tanstack/react-query';
import { api, type List } from '@/api/client';
import { useCan } from '@/lib/access';
import { STALE_TIME } from '@/lib/query-client';
import { referenceKeys, type Examiner } from './types';

/** The institution's teachers, whom an administrator names as a sheet's examiner (kept 60 minutes, SPEC.md section 7). */
export function getExaminers(): Promise<List<Examiner>> {
  return api.get<List<Examiner>>('/staffs/teachers/', { page: 1, limit: 10000 });
}

export function useExaminers(enabled: boolean) {
  const allowed = useCan('staff-view-teacher');
  return useQuery({ queryKey: referenceKeys.examiners, queryFn: getExaminers, staleTime: STALE_TIME.long, enabled: enabled && allowed });
}
