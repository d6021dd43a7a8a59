import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, type List } from '@/api/client';
import type { ListParams } from '@/api/types';
import { teacherKeys, type Topic } from './types';

/** The teacher's own topics by subject and order; filter edu_subject_id. Kept 5 minutes (SPEC.md section 7). */
export function getTopics(params: ListParams): Promise<List<Topic>> {
  return api.get<List<Topic>>('/teachers/topics/', params);
}

export function useTopics(params: ListParams, enabled = true) {
  return useQuery({ queryKey: teacherKeys.topics(params), queryFn: () => getTopics(params), placeholderData: keepPreviousData, enabled });
}
