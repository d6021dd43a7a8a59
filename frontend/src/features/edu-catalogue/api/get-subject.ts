import { useQuery } from '@tanstack/react-query';
import { api, type Single } from '@/api/client';
import { subjectKeys, type Subject } from './types';

export async function getSubject(id: number): Promise<Subject> {
  const { result } = await api.get<Single<Subject>>(`/edu-subjects/${id}/`);
  return result;
}

export function useSubject(id: number) {
  return useQuery({ queryKey: subjectKeys.detail(id), queryFn: () => getSubject(id) });
}
