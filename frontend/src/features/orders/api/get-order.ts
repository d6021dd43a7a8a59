import { useQuery } from '@tanstack/react-query';
import { api, type Single } from '@/api/client';
import { orderKeys, type Order } from './types';

export async function getOrder(id: number): Promise<Order> {
  const { result } = await api.get<Single<Order>>(`/orders/${id}/`);
  return result;
}

export function useOrder(id: number) {
  return useQuery({ queryKey: orderKeys.one(id), queryFn: () => getOrder(id) });
}
