import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/client';
import { institutionKeys } from './types';

/** Refused with 409 while users, buildings or class hours are attached; the server says which. */
export function deleteInstitution(id: number): Promise<void> {
  return api.delete(`/institutions/${id}/`);
}

export function useDeleteInstitution() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteInstitution,
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: institutionKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: institutionKeys.all });
    },
  });
}
