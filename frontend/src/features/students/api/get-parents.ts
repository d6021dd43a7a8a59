import { useQuery } from '@tanstack/react-query';
import { getParentList } from './parent-list';
import { studentKeys, type ParentDto } from './types';

/** The parents linked to the student, each with the children the institution may see. */
export function getParents(studentId: number): Promise<ParentDto[]> {
  return getParentList(`/students/${studentId}/parents/`);
}

export function useParents(studentId: number) {
  return useQuery({ queryKey: studentKeys.parents(studentId), queryFn: () => getParents(studentId), enabled: studentId > 0 });
}
