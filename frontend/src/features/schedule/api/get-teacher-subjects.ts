import { useQuery } from '@tanstack/react-query';
import { api, type List } from '@/api/client';
import { teacherKeys, type TeacherSubject } from './types';

/** The subjects of the teacher's teaching positions in the current institution. */
export function getTeacherSubjects(): Promise<List<TeacherSubject>> {
  return api.get<List<TeacherSubject>>('/teachers/edu-subjects/');
}

export function useTeacherSubjects() {
  return useQuery({ queryKey: teacherKeys.subjects, queryFn: getTeacherSubjects });
}
