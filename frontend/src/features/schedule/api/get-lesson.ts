import { useQuery } from '@tanstack/react-query';
import { api, type Single } from '@/api/client';
import { scheduleKeys, type Schedule } from './types';

/** A weekly lesson with its version, for the edit dialog. */
export async function getLesson(id: number): Promise<Schedule> {
  const { result } = await api.get<Single<Schedule>>(`/schedules/${id}/`);
  return result;
}

export function useLesson(id: number | null) {
  return useQuery({ queryKey: scheduleKeys.detail(id ?? 0), queryFn: () => getLesson(id ?? 0), enabled: (id ?? 0) > 0, staleTime: 0 });
}
