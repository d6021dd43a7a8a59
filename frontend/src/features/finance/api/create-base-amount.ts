import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Single } from '@/api/client';
import { financeKeys, type BaseAmount, type BaseAmountWrite } from './types';

export async function createBaseAmount(body: BaseAmountWrite): Promise<BaseAmount> {
  const { result } = await api.post<Single<BaseAmount>>('/finance/base-amounts/', body);
  return result;
}

export function useCreateBaseAmount() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createBaseAmount, onSuccess: () => queryClient.invalidateQueries({ queryKey: financeKeys.all }) });
}
