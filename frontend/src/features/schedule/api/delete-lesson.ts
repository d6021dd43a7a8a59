import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '@/api/client';
import { scheduleKeys, type DeleteScope } from './types';

export interface DeleteLesson {
  id: number;
  scope: DeleteScope;
  /** YYYY-MM-DD: the day clicked (`day`), or the first day to remove (`until_end`). */
  date: string;
}

/** `day`: the lesson does not take place that date; `until_end`: the series ends the day before. */
export function deleteLesson({ id, scope, date }: DeleteLesson): Promise<void> {
  return request<void>('DELETE', `/schedules/${id}/`, { query: { scope, date } });
}

export function useDeleteLesson() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteLesson,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: scheduleKeys.all }),
  });
}
