import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Single } from '@/api/client';
import { scheduleKeys, type Schedule, type ScheduleWrite } from './types';

/**
 * A clash of the group (or subgroup), the teacher or the room in that weekday and class hour
 * answers 409 (schedule_group_busy, schedule_teacher_busy, schedule_room_busy) naming the lesson
 * it clashes with; a room too small, a teacher without the subject, dates outside the semester 422
 * under their fields. The dialog shows both, so they are not notified.
 */
export async function createLesson(body: ScheduleWrite): Promise<Schedule> {
  const { result } = await api.post<Single<Schedule>>('/schedules/', body);
  return result;
}

export function useCreateLesson() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createLesson,
    meta: { notifyError: false },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: scheduleKeys.all }),
  });
}
