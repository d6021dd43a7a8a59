import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, type List } from '@/api/client';
import type { ListParams } from '@/api/types';
import { examKeys, type Exam } from './types';

/** By date and class hour; filters edu_group_id, examiner_id, room_id, control, date_from, date_to. */
export function getExams(params: ListParams): Promise<List<Exam>> {
  return api.get<List<Exam>>('/exams/', params);
}

export function useExams(params: ListParams) {
  return useQuery({ queryKey: examKeys.list(params), queryFn: () => getExams(params), placeholderData: keepPreviousData });
}
