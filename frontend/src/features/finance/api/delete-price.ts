import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/client';
import { financeKeys } from './types';

export function deletePrice(id: number): Promise<void> {
  return api.delete(`/finance/prices/${id}/`);
}

export function useDeletePrice() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deletePrice, onSuccess: () => queryClient.invalidateQueries({ queryKey: financeKeys.all }) });
}
