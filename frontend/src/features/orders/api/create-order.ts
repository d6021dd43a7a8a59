import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Single } from '@/api/client';
import { orderKeys, type Order, type OrderWrite } from './types';

/** A draft; its number is unique in the institution's year. */
export async function createOrder(body: OrderWrite): Promise<Order> {
  const { result } = await api.post<Single<Order>>('/orders/', body);
  return result;
}

export function useCreateOrder() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createOrder, onSuccess: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }) });
}
