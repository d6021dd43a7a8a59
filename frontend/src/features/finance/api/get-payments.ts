import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, type List } from '@/api/client';
import type { ListParams } from '@/api/types';
import { financeKeys, type Payment } from './types';

/** The newest first; filters institution_id (ministry), contract_id, edu_group_id, date_from, date_to; search: a document number, a name or a contract number. */
export function getPayments(params: ListParams): Promise<List<Payment>> {
  return api.get<List<Payment>>('/finance/payments/', params);
}

export function usePayments(params: ListParams) {
  return useQuery({ queryKey: financeKeys.payments(params), queryFn: () => getPayments(params), placeholderData: keepPreviousData });
}
