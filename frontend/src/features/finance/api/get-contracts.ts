import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, type List } from '@/api/client';
import type { ListParams } from '@/api/types';
import { financeKeys, type Contract } from './types';

/** Filters: institution_id (ministry), academic_year, edu_group_id, contract_kind, state, status; search: a name, a PINFL or a number. */
export function getContracts(params: ListParams): Promise<List<Contract>> {
  return api.get<List<Contract>>('/finance/contracts/', params);
}

export function useContracts(params: ListParams) {
  return useQuery({ queryKey: financeKeys.contracts(params), queryFn: () => getContracts(params), placeholderData: keepPreviousData });
}
