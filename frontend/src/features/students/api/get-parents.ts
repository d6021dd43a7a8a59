import { useQuery } from '@tanstack/react-query';
import { api } from '@/api/client';
import { parentsOf, type ParentsAnswer } from './parent-list';
import { studentKeys, type ParentDto } from './types';

/** The parents linked to the student, each with the children the institution may see. */
export async function getParents(studentId: number): Promise<ParentDto[]> {
  return parentsOf(await api.get<ParentsAnswer>(`/students/${studentId}/parents/`));
}

export function useParents(studentId: number) {
  return useQuery({ queryKey: studentKeys.parents(studentId), queryFn: () => getParents(studentId), enabled: studentId > 0 });
}
