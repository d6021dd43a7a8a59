import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Single } from '@/api/client';
import { financeKeys, type Contract, type ContractWrite } from './types';

/** PUT with the version read; the student and the year stay. */
export async function updateContract(id: number, body: ContractWrite): Promise<Contract> {
  const { result } = await api.put<Single<Contract>>(`/finance/contracts/${id}/`, body);
  return result;
}

export function useUpdateContract() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: ContractWrite }) => updateContract(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: financeKeys.all }),
  });
}
