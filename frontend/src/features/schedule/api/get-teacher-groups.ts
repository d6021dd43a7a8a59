import { useQuery } from '@tanstack/react-query';
import { api, type List } from '@/api/client';
import { teacherKeys, type TeacherGroup } from './types';

/** Each group and subject of the teacher's lessons in the current institution, with the topic entry's progress. */
export function getTeacherGroups(): Promise<List<TeacherGroup>> {
  return api.get<List<TeacherGroup>>('/teachers/edu-groups/');
}

export function useTeacherGroups() {
  return useQuery({ queryKey: teacherKeys.groups, queryFn: getTeacherGroups });
}
