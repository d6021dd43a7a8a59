import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, type List } from '@/api/client';
import type { ListParams } from '@/api/types';
import { scienceKeys, type DoctoralStudent } from './types';

/** Filters: institution_id (ministry), kind, form, status, course, supervisor_staff_id; search: a name or a PINFL; ordering id, full_name, admission_year. */
export function getDoctoralStudents(params: ListParams): Promise<List<DoctoralStudent>> {
  return api.get<List<DoctoralStudent>>('/science/doctoral-students/', params);
}

export function useDoctoralStudents(params: ListParams, enabled = true) {
  return useQuery({ queryKey: scienceKeys.doctoralStudents(params), queryFn: () => getDoctoralStudents(params), placeholderData: keepPreviousData, enabled });
}
