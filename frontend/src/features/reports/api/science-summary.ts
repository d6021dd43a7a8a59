import { useQuery } from '@tanstack/react-query';
import { api, type Single } from '@/api/client';
import type { Result } from '@/api/contract';

export type ScienceFigures = Result<'/api/v1/reports/science/'>;

/** This year's science figures of the reader's scope (the whole country for the ministry), for the home page. */
export function useScienceSummary(enabled: boolean) {
  return useQuery({
    queryKey: ['reports', 'science-summary'],
    queryFn: async () => (await api.get<Single<ScienceFigures>>('/reports/science/')).result,
    enabled,
  });
}
