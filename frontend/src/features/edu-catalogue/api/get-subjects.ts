import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, type List } from '@/api/client';
import type { ListParams } from '@/api/types';
import { subjectKeys, type Subject } from './types';

/** Filters: search (code or any name), edu_subject_type_id; ordering name, code, study_hours. */
export function getSubjects(params: ListParams): Promise<List<Subject>> {
  return api.get<List<Subject>>('/edu-subjects/', params);
}

export function useSubjects(params: ListParams) {
  return useQuery({ queryKey: subjectKeys.list(params), queryFn: () => getSubjects(params), placeholderData: keepPreviousData });
}

/** How many subjects a picker offers for what was typed: the server searches the whole catalogue. */
export const SUBJECT_SEARCH_LIMIT = 20;

export function useSubjectSearch(search: string) {
  return useQuery({
    queryKey: subjectKeys.search(search),
    queryFn: () => getSubjects({ page: 1, limit: SUBJECT_SEARCH_LIMIT, ordering: 'name', search: search || undefined }),
    placeholderData: keepPreviousData,
  });
}
