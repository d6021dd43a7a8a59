import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/client';
import { financeKeys } from './types';

/** A contract with payments stays. */
export function deleteContract(id: number): Promise<void> {
  return api.delete(`/finance/contracts/${id}/`);
}

export function useDeleteContract() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteContract, onSuccess: () => queryClient.invalidateQueries({ queryKey: financeKeys.all }) });
}
