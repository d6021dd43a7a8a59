import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, type Single } from '@/api/client';
import { scienceKeys, type ScienceReport } from './types';

export interface ScienceReportParams {
  year?: number;
  /** The ministry's choice of one institution. */
  institution_id?: number;
}

/** A year's publications, projects and funding, doctoral students and defences, with each institution's line. */
export async function getScienceReport(params: ScienceReportParams): Promise<ScienceReport> {
  const { result } = await api.get<Single<ScienceReport>>('/reports/science/', { ...params });
  return result;
}

export function useScienceReport(params: ScienceReportParams) {
  return useQuery({ queryKey: scienceKeys.report(params), queryFn: () => getScienceReport(params), placeholderData: keepPreviousData });
}
