import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, type List } from '@/api/client';
import type { ListParams } from '@/api/types';
import { studentKeys, type Student } from './types';

/** Filters: search (name or the start of a PINFL), edu_group_id, student_status, course, gender, institution_id (ministry). */
export function getStudents(params: ListParams): Promise<List<Student>> {
  return api.get<List<Student>>('/students/', params);
}

export function useStudents(params: ListParams) {
  return useQuery({ queryKey: studentKeys.list(params), queryFn: () => getStudents(params), placeholderData: keepPreviousData });
}
