import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, type List } from '@/api/client';
import type { ListParams } from '@/api/types';
import { financeKeys, type BaseAmount } from './types';

/** Newest first. */
export function getBaseAmounts(params: ListParams): Promise<List<BaseAmount>> {
  return api.get<List<BaseAmount>>('/finance/base-amounts/', params);
}

export function useBaseAmounts(params: ListParams) {
  return useQuery({ queryKey: financeKeys.baseAmounts(params), queryFn: () => getBaseAmounts(params), placeholderData: keepPreviousData });
}
