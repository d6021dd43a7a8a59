import { useQuery } from '@tanstack/react-query';
import { api, type Single } from '@/api/client';
import { financeKeys, type FinanceReport } from './types';

/** academic_year (default: the running one), institution_id (ministry). */
export async function getFinanceReport(params: { academic_year: number; institution_id?: number }): Promise<FinanceReport> {
  const { result } = await api.get<Single<FinanceReport>>('/reports/finance/', params);
  return result;
}

export function useFinanceReport(params: { academic_year: number; institution_id?: number }) {
  return useQuery({ queryKey: financeKeys.report(params), queryFn: () => getFinanceReport(params) });
}
