import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, type List } from '@/api/client';
import type { ListParams } from '@/api/types';
import { journalKeys, type ThresholdRow } from './types';

/** Students past an absence threshold, most hours first; filters `threshold` and `edu_group_id`. */
export function getAttendance(params: ListParams): Promise<List<ThresholdRow>> {
  return api.get<List<ThresholdRow>>('/journal/attendance/', params);
}

export function useAttendance(params: ListParams) {
  return useQuery({ queryKey: journalKeys.attendance(params), queryFn: () => getAttendance(params), placeholderData: keepPreviousData });
}
