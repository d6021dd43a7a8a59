import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/client';
import { financeKeys } from './types';

/** A type an order names stays (409 scholarship_type_in_use). */
export function deleteScholarshipType(id: number): Promise<void> {
  return api.delete(`/scholarship-types/${id}/`);
}

export function useDeleteScholarshipType() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteScholarshipType, onSuccess: () => queryClient.invalidateQueries({ queryKey: financeKeys.all }) });
}
