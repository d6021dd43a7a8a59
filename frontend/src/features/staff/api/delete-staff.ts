import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/client';
import { staffKeys } from './types';

/** A soft delete: the member leaves the lists, while records that name them keep resolving. */
export function deleteStaff(id: number): Promise<void> {
  return api.delete(`/staffs/${id}/`);
}

export function useDeleteStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteStaff,
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: staffKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: staffKeys.all });
    },
  });
}
