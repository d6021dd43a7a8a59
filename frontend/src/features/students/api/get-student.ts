import { useQuery } from '@tanstack/react-query';
import { api, type Single } from '@/api/client';
import { studentKeys, type StudentDetail } from './types';

/** One student with the history of their status, newest first; another institution's id answers 404. */
export async function getStudent(id: number): Promise<StudentDetail> {
  const { result } = await api.get<Single<StudentDetail>>(`/students/${id}/`);
  return result;
}

export function useStudent(id: number) {
  return useQuery({ queryKey: studentKeys.detail(id), queryFn: () => getStudent(id), enabled: id > 0 });
}
