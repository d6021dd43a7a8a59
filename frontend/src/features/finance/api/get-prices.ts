import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, type List } from '@/api/client';
import type { ListParams } from '@/api/types';
import { financeKeys, type Price } from './types';

/** The newest year first; filters institution_id (ministry), academic_year, edu_direction_id, edu_form, contract_kind. */
export function getPrices(params: ListParams): Promise<List<Price>> {
  return api.get<List<Price>>('/finance/prices/', params);
}

export function usePrices(params: ListParams) {
  return useQuery({ queryKey: financeKeys.prices(params), queryFn: () => getPrices(params), placeholderData: keepPreviousData });
}
