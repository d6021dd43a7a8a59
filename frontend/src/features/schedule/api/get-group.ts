import { useQuery } from '@tanstack/react-query';
import { api, type Single } from '@/api/client';
import type { Result } from '@/api/contract';

export type ScheduleGroup = Result<'/api/v1/edu-groups/{id}/'>;

/** The group whose timetable is shown (its name for the title). */
export async function getGroup(id: number): Promise<ScheduleGroup> {
  const { result } = await api.get<Single<ScheduleGroup>>(`/edu-groups/${id}/`);
  return result;
}

export function useScheduleGroup(id: number) {
  return useQuery({ queryKey: ['edu-groups', 'detail', id], queryFn: () => getGroup(id), enabled: id > 0 });
}
