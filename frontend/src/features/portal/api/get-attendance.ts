import { useQuery } from '@tanstack/react-query';
import { api, type Single } from '@/api/client';
import type { PortalAttendanceDto } from '../types';
import { portalKeys } from './keys';
import { keptCall, keptStaleTime, type Kept } from './kept';

/** A semester's subjects with the hours missed, the lateness, the average mark and each lesson's. */
export function getAttendance(studentId: number, semester: number): Promise<Kept<PortalAttendanceDto>> {
  return keptCall(`attendance:${studentId}:${semester}`, async () => {
    const { result } = await api.get<Single<PortalAttendanceDto>>('/me/attendance/', { student_id: studentId, semester });
    return result;
  });
}

export function useAttendance(studentId: number, semester: number) {
  return useQuery({ queryKey: portalKeys.attendance(studentId, semester), queryFn: () => getAttendance(studentId, semester), staleTime: keptStaleTime });
}
