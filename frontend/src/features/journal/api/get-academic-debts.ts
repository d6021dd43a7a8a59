import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/api/client';
import type { ListParams } from '@/api/types';
import { journalKeys, type AcademicDebts } from './types';

/**
 * level STUDENT (the default: students by group and name) or INSTITUTION (institutions by most
 * students in debt); filters institution_id (ministry), edu_group_id, course. `students` and
 * `debts` sum every row of the filter.
 */
export function getAcademicDebts(params: ListParams): Promise<AcademicDebts> {
  return api.get<AcademicDebts>('/academic-debts/', params);
}

export function useAcademicDebts(params: ListParams) {
  return useQuery({ queryKey: journalKeys.debts(params), queryFn: () => getAcademicDebts(params), placeholderData: keepPreviousData });
}
