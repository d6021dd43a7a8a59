import { useQuery } from '@tanstack/react-query';
import { api, type Single } from '@/api/client';
import type { StudentResultsDto } from '../types';
import { portalKeys } from './keys';
import { keptCall, keptStaleTime, type Kept } from './kept';

/** Every semester up to the current one with its subjects' results, the GPAs and the debts. */
export function getResults(studentId: number): Promise<Kept<StudentResultsDto>> {
  return keptCall(`results:${studentId}`, async () => {
    const { result } = await api.get<Single<StudentResultsDto>>('/me/results/', { student_id: studentId });
    return result;
  });
}

export function useResults(studentId: number) {
  return useQuery({ queryKey: portalKeys.results(studentId), queryFn: () => getResults(studentId), staleTime: keptStaleTime });
}
