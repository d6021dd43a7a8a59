import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/client';
import { orderKeys } from './types';

/** Only a draft goes. */
export function deleteOrder(id: number): Promise<void> {
  return api.delete(`/orders/${id}/`);
}

export function useDeleteOrder() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteOrder, onSuccess: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }) });
}
