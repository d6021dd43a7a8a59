import { useQuery } from '@tanstack/react-query';
import { api, type Single } from '@/api/client';
import { journalKeys, type Roll } from './types';

/**
 * A lesson's roll on a date: the taken one, or every student present before it is taken, with the
 * teacher's topics to choose from and whether the caller may save it now or only with a reason.
 */
export async function getRoll(scheduleId: number, date: string): Promise<Roll> {
  const { result } = await api.get<Single<Roll>>(`/journal/lessons/${scheduleId}/${date}/`);
  return result;
}

export function useRoll(scheduleId: number, date: string) {
  return useQuery({
    queryKey: journalKeys.roll(scheduleId, date),
    queryFn: () => getRoll(scheduleId, date),
    enabled: scheduleId > 0 && /^\d{4}-\d{2}-\d{2}$/.test(date),
    staleTime: 0,
  });
}
