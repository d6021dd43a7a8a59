import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/client';
import { groupKeys } from './types';

/** A soft delete; 409 while the group has students. */
export function deleteGroup(id: number): Promise<void> {
  return api.delete(`/edu-groups/${id}/`);
}

export function useDeleteGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteGroup,
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: groupKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: groupKeys.all });
    },
  });
}
