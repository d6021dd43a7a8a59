import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/client';
import { roleKeys } from './types';

/** A system role (Superadmin) is refused with 409. */
export function deleteRole(id: number): Promise<void> {
  return api.delete(`/roles/${id}/`);
}

export function useDeleteRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRole,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: roleKeys.all }),
  });
}
