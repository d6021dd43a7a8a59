import { useQuery } from '@tanstack/react-query';
import { api, type Single } from '@/api/client';
import { teacherKeys, type Calendar } from './types';

/**
 * The signed-in teacher's own month across the institutions they teach in (each lesson names its
 * institution). Switching institution clears the query cache, so the month is fetched again.
 */
export async function getClassSchedule(month: string): Promise<Calendar> {
  const { result } = await api.get<Single<Calendar>>('/teachers/class-schedule/', { month });
  return result;
}

export function useClassSchedule(month: string) {
  return useQuery({ queryKey: teacherKeys.classSchedule(month), queryFn: () => getClassSchedule(month) });
}
