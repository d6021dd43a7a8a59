import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/client';
import { examKeys } from './types';

export function deleteExam(id: number): Promise<void> {
  return api.delete(`/exams/${id}/`);
}

export function useDeleteExam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteExam,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: examKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['schedules'] });
    },
  });
}
