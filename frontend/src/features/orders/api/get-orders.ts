import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, type List } from '@/api/client';
import type { ListParams } from '@/api/types';
import { orderKeys, type Order } from './types';

/** Filters: institution_id (ministry), kind, state, student_id; search: the number. Newest first. */
export function getOrders(params: ListParams): Promise<List<Order>> {
  return api.get<List<Order>>('/orders/', params);
}

export function useOrders(params: ListParams) {
  return useQuery({ queryKey: orderKeys.list(params), queryFn: () => getOrders(params), placeholderData: keepPreviousData });
}
