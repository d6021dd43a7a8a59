import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Single } from '@/api/client';
import { financeKeys, type Price, type PriceWrite } from './types';

export async function createPrice(body: PriceWrite): Promise<Price> {
  const { result } = await api.post<Single<Price>>('/finance/prices/', body);
  return result;
}

export function useCreatePrice() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createPrice, onSuccess: () => queryClient.invalidateQueries({ queryKey: financeKeys.all }) });
}
