import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/client';
import { financeKeys } from './types';

/** The contract's debt grows back by the payment. */
export function deletePayment(id: number): Promise<void> {
  return api.delete(`/finance/payments/${id}/`);
}

export function useDeletePayment() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deletePayment, onSuccess: () => queryClient.invalidateQueries({ queryKey: financeKeys.all }) });
}
