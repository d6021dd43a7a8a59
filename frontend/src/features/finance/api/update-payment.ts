import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Single } from '@/api/client';
import { financeKeys, type Payment, type PaymentWrite } from './types';

/** PUT with the version read; the payment stays its contract's. */
export async function updatePayment(id: number, body: PaymentWrite): Promise<Payment> {
  const { result } = await api.put<Single<Payment>>(`/finance/payments/${id}/`, body);
  return result;
}

export function useUpdatePayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: PaymentWrite }) => updatePayment(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: financeKeys.all }),
  });
}
