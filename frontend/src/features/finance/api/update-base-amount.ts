import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Single } from '@/api/client';
import { financeKeys, type BaseAmount, type BaseAmountWrite } from './types';

/** PUT with the version read. */
export async function updateBaseAmount(id: number, body: BaseAmountWrite): Promise<BaseAmount> {
  const { result } = await api.put<Single<BaseAmount>>(`/finance/base-amounts/${id}/`, body);
  return result;
}

export function useUpdateBaseAmount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: BaseAmountWrite }) => updateBaseAmount(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: financeKeys.all }),
  });
}
