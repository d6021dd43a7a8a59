import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/client';
import { userKeys } from './types';

export function deleteUser(id: number): Promise<void> {
  return api.delete(`/users/${id}/`);
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: userKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: userKeys.all });
    },
  });
}
