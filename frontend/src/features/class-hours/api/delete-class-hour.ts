import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/client';
import { classHourKeys } from './types';

export function deleteClassHour(id: number): Promise<void> {
  return api.delete(`/class-hours/${id}/`);
}

export function useDeleteClassHour() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteClassHour,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: classHourKeys.all }),
  });
}
