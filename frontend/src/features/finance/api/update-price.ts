import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Single } from '@/api/client';
import { financeKeys, type Price, type PriceWrite } from './types';

/** PUT with the version read; contracts keep the amounts they were made with. */
export async function updatePrice(id: number, body: PriceWrite): Promise<Price> {
  const { result } = await api.put<Single<Price>>(`/finance/prices/${id}/`, body);
  return result;
}

export function useUpdatePrice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: PriceWrite }) => updatePrice(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: financeKeys.all }),
  });
}
