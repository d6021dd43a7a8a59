/**
 * What the group form and filters pick from: approved curricula and directions of study. Each is
 * asked for only when the role may read it, since a 403 would end the session.
 */
import { useQuery } from '@tanstack/react-query';
import { api, type List } from '@/api/client';
import { useCan } from '@/lib/access';
import { STALE_TIME } from '@/lib/query-client';
import { groupReferenceKeys, type CurriculumOption, type DirectionOption } from './types';

const EVERYTHING = { page: 1, limit: 10000 } as const;

export function useApprovedCurricula() {
  const allowed = useCan('curriculum-view');
  return useQuery({
    enabled: allowed,
    queryKey: groupReferenceKeys.curricula,
    queryFn: () => api.get<List<CurriculumOption>>('/curriculums/', { ...EVERYTHING, status: 'APPROVED' }),
    staleTime: STALE_TIME.short,
  });
}

export function useDirectionOptions() {
  const allowed = useCan('edu-direction-view');
  return useQuery({
    enabled: allowed,
    queryKey: groupReferenceKeys.directions,
    queryFn: () => api.get<List<DirectionOption>>('/edu-directions/', EVERYTHING),
    staleTime: STALE_TIME.medium,
  });
}
