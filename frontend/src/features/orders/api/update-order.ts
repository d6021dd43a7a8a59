import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Single } from '@/api/client';
import { orderKeys, type Order, type OrderWrite } from './types';

/** Only a draft changes. */
export async function updateOrder({ id, body }: { id: number; body: OrderWrite }): Promise<Order> {
  const { result } = await api.put<Single<Order>>(`/orders/${id}/`, body);
  return result;
}

export function useUpdateOrder() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateOrder, onSuccess: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }) });
}
