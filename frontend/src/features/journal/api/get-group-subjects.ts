import { useQuery } from '@tanstack/react-query';
import { api, type List } from '@/api/client';
import { useCan } from '@/lib/access';
import { referenceKeys, type GroupSubject } from './types';

/** The subjects the group's curriculum places in a semester (the group's current one when left out). */
export function getGroupSubjects(id: number, semester?: number): Promise<List<GroupSubject>> {
  return api.get<List<GroupSubject>>(`/edu-groups/${id}/subjects/`, { semester });
}

export function useGroupSubjects(id: number, semester?: number) {
  const allowed = useCan('edu-group-view');
  return useQuery({ queryKey: referenceKeys.groupSubjects(id, semester), queryFn: () => getGroupSubjects(id, semester), enabled: allowed && id > 0 });
}
