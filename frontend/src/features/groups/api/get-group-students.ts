import { useQuery } from '@tanstack/react-query';
import { api, type List } from '@/api/client';
import { groupKeys, type GroupStudent } from './types';

/** Every student of the group (the server pages no further than 10000). */
export function getGroupStudents(id: number): Promise<List<GroupStudent>> {
  return api.get<List<GroupStudent>>(`/edu-groups/${id}/students/`, { page: 1, limit: 10000 });
}

export function useGroupStudents(id: number) {
  return useQuery({ queryKey: groupKeys.students(id), queryFn: () => getGroupStudents(id), enabled: id > 0 });
}
