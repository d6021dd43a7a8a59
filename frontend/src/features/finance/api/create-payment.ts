import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Single } from '@/api/client';
import { financeKeys, type Payment, type PaymentWrite } from './types';

/** At most the contract's debt, unless a prepayment. */
export async function createPayment(body: PaymentWrite): Promise<Payment> {
  const { result } = await api.post<Single<Payment>>('/finance/payments/', body);
  return result;
}

export function useCreatePayment() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createPayment, onSuccess: () => queryClient.invalidateQueries({ queryKey: financeKeys.all }) });
}
