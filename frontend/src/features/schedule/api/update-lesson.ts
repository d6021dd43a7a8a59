import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Single } from '@/api/client';
import { scheduleKeys, type Schedule, type ScheduleWrite } from './types';

/** Under the rules of POST; a stale version answers 409 stale_version. */
export async function updateLesson(id: number, body: ScheduleWrite): Promise<Schedule> {
  const { result } = await api.put<Single<Schedule>>(`/schedules/${id}/`, body);
  return result;
}

export function useUpdateLesson(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ScheduleWrite) => updateLesson(id, body),
    meta: { notifyError: false },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: scheduleKeys.all }),
  });
}
