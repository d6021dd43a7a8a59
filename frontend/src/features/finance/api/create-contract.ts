import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Single } from '@/api/client';
import { financeKeys, type Contract, type ContractWrite } from './types';

/** The number is the next of the institution's year; without an amount the price's is taken. */
export async function createContract(body: ContractWrite): Promise<Contract> {
  const { result } = await api.post<Single<Contract>>('/finance/contracts/', body);
  return result;
}

export function useCreateContract() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createContract, onSuccess: () => queryClient.invalidateQueries({ queryKey: financeKeys.all }) });
}
