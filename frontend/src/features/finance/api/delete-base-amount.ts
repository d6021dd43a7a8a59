import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/client';
import { financeKeys } from './types';

export function deleteBaseAmount(id: number): Promise<void> {
  return api.delete(`/finance/base-amounts/${id}/`);
}

export function useDeleteBaseAmount() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteBaseAmount, onSuccess: () => queryClient.invalidateQueries({ queryKey: financeKeys.all }) });
}
