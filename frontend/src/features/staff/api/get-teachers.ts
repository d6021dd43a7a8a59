import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, type List } from '@/api/client';
import type { ListParams } from '@/api/types';
import { STALE_TIME } from '@/lib/query-client';
import { staffKeys, type Staff } from './types';

/** Staff holding a teaching position: the staff filters plus edu_subject_id. Kept an hour (SPEC.md section 7). */
export function getTeachers(params: ListParams): Promise<List<Staff>> {
  return api.get<List<Staff>>('/staffs/teachers/', params);
}

export function useTeachers(params: ListParams) {
  return useQuery({
    queryKey: staffKeys.teachers(params),
    queryFn: () => getTeachers(params),
    placeholderData: keepPreviousData,
    staleTime: STALE_TIME.long,
  });
}
