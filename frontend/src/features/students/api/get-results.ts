import { useQuery } from '@tanstack/react-query';
import { api, type Single } from '@/api/client';
import { studentKeys, type StudentResults } from './types';

/** Every semester up to the group's current one: subjects with JN, ON, YN, total, grade and credits; the GPAs; the debts. */
export async function getResults(id: number): Promise<StudentResults> {
  const { result } = await api.get<Single<StudentResults>>(`/students/${id}/results/`);
  return result;
}

export function useResults(id: number, enabled: boolean) {
  return useQuery({ queryKey: studentKeys.results(id), queryFn: () => getResults(id), enabled: enabled && id > 0 });
}
