import { useQuery } from '@tanstack/react-query';
import { api, type Single } from '@/api/client';
import { scheduleKeys, type Calendar, type CalendarTarget } from './types';

/** The concrete lessons of every day of a month (YYYY-MM) of a group, a teacher or a room. */
export async function getCalendar(target: CalendarTarget, month: string): Promise<Calendar> {
  const { result } = await api.get<Single<Calendar>>('/schedules/calendar/', { ...target, month });
  return result;
}

export function useCalendar(target: CalendarTarget, month: string) {
  const id = Object.values(target)[0] ?? 0;
  return useQuery({ queryKey: scheduleKeys.calendar(target, month), queryFn: () => getCalendar(target, month), enabled: id > 0 });
}
