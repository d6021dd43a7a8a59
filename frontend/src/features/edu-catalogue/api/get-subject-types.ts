import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, type List } from '@/api/client';
import type { ListParams } from '@/api/types';
import { STALE_TIME } from '@/lib/query-client';
import { subjectTypeKeys, type SubjectType } from './types';

/** Filter: search (name). */
export function getSubjectTypes(params: ListParams): Promise<List<SubjectType>> {
  return api.get<List<SubjectType>>('/edu-subjects/types/', params);
}

export function useSubjectTypes(params: ListParams) {
  return useQuery({ queryKey: subjectTypeKeys.list(params), queryFn: () => getSubjectTypes(params), placeholderData: keepPreviousData });
}

/** Every type: the choices of the subject form and of the list's type filter. */
export function useSubjectTypeOptions() {
  return useQuery({
    queryKey: subjectTypeKeys.options,
    queryFn: () => getSubjectTypes({ page: 1, limit: 10000 }),
    staleTime: STALE_TIME.short,
  });
}
