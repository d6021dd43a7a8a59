import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Single } from '@/api/client';
import { orderKeys, type Order, type Reversal } from './types';

/** Every item's student changes, or none does (409 naming the refused one). */
export async function applyOrder(id: number): Promise<Order> {
  const { result } = await api.post<Single<Order>>(`/orders/${id}/apply/`, {});
  return result;
}

export function useApplyOrder() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: applyOrder, onSuccess: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }) });
}

/** The reversing order, applied at once; answers it. */
export async function cancelOrder({ id, body }: { id: number; body: Reversal }): Promise<Order> {
  const { result } = await api.post<Single<Order>>(`/orders/${id}/cancel/`, body);
  return result;
}

export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: cancelOrder, onSuccess: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }) });
}
