import { useQuery } from '@tanstack/react-query';
import { api, type List } from '@/api/client';
import { groupKeys, type GroupSubject } from './types';

/** The subjects the group's curriculum places in a semester (the group's current one when left out). */
export function getGroupSubjects(id: number, semester?: number): Promise<List<GroupSubject>> {
  return api.get<List<GroupSubject>>(`/edu-groups/${id}/subjects/`, { semester });
}

export function useGroupSubjects(id: number, semester?: number) {
  return useQuery({ queryKey: groupKeys.subjects(id, semester), queryFn: () => getGroupSubjects(id, semester), enabled: id > 0 });
}
