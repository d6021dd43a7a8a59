import { useQuery } from '@tanstack/react-query';
import { api, type Single } from '@/api/client';
import type { PortalScheduleDto } from '../types';
import { portalKeys } from './keys';
import { keptCall, keptStaleTime, type Kept } from './kept';

/** The lessons and exams of each day from `from` to `to` (YYYY-MM-DD, a week), kept per student and week. */
export function getSchedule(studentId: number, from: string, to: string): Promise<Kept<PortalScheduleDto>> {
  return keptCall(`schedule:${studentId}:${from}`, async () => {
    const { result } = await api.get<Single<PortalScheduleDto>>('/me/schedule/', { student_id: studentId, date_from: from, date_to: to });
    return result;
  });
}

export function useSchedule(studentId: number, from: string, to: string) {
  return useQuery({ queryKey: portalKeys.schedule(studentId, from), queryFn: () => getSchedule(studentId, from, to), staleTime: keptStaleTime });
}
