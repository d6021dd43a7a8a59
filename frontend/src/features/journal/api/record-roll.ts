import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Single } from '@/api/client';
import { journalKeys, type Roll, type RollWrite } from './types';

/**
 * Records the whole roll in one step. 409 roll_not_yet, roll_window_closed, stale_version; 422 under
 * `entries.N.*` (N the entry's place in the body), `topic_ids`, `reason`.
 */
export async function recordRoll(scheduleId: number, date: string, body: RollWrite): Promise<Roll> {
  const { result } = await api.put<Single<Roll>>(`/journal/lessons/${scheduleId}/${date}/`, body);
  return result;
}

export function useRecordRoll(scheduleId: number, date: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RollWrite) => recordRoll(scheduleId, date, body),
    // The editor shows the refusal beside the students and fields it names.
    meta: { notifyError: false },
    onSuccess: (roll) => {
      queryClient.setQueryData(journalKeys.roll(scheduleId, date), roll);
      // The day's list, the group's journal and the teacher module's counts follow the roll; the roll itself is the answer.
      void queryClient.invalidateQueries({ queryKey: journalKeys.lessonsAll });
      void queryClient.invalidateQueries({ queryKey: journalKeys.groupAll });
      void queryClient.invalidateQueries({ queryKey: ['teachers'] });
    },
  });
}
