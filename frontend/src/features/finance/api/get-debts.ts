import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/api/client';
import type { ListParams } from '@/api/types';
import { financeKeys, type Debts } from './types';

/** level STUDENT, GROUP or INSTITUTION; filters institution_id (ministry), edu_group_id, academic_year, status; the largest debt first. */
export function getDebts(params: ListParams): Promise<Debts> {
  return api.get<Debts>('/finance/debts/', params);
}

export function useDebts(params: ListParams) {
  return useQuery({ queryKey: financeKeys.debts(params), queryFn: () => getDebts(params), placeholderData: keepPreviousData });
}
