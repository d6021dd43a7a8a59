import { useQuery } from '@tanstack/react-query';
import { api, type List } from '@/api/client';
import type { ListItem } from '@/api/contract';
import { useCan } from '@/lib/access';
import { groupKeys } from './types';

/** A student of the group whose unexcused absence hours reach the institution's warning threshold. */
export type GroupAbsence = ListItem<'/api/v1/journal/attendance/'>;

/** The group's students past an absence threshold; asked only of a role that reads the journal. */
export function getGroupAbsences(id: number): Promise<List<GroupAbsence>> {
  return api.get<List<GroupAbsence>>('/journal/attendance/', { edu_group_id: id, page: 1, limit: 100 });
}

export function useGroupAbsences(id: number) {
  const allowed = useCan('journal-view');
  return useQuery({ queryKey: groupKeys.absences(id), queryFn: () => getGroupAbsences(id), enabled: allowed && id > 0 });
}
