import { useQuery } from '@tanstack/react-query';
import { api, type Single } from '@/api/client';
import type { PortalFinanceDto } from '../types';
import { portalKeys } from './keys';

/** The student's contracts and payments, and the debt of them all (tiyin). */
export async function getFinance(studentId: number): Promise<PortalFinanceDto> {
  const { result } = await api.get<Single<PortalFinanceDto>>('/me/finance/', { student_id: studentId });
  return result;
}

export function useFinance(studentId: number) {
  return useQuery({ queryKey: portalKeys.finance(studentId), queryFn: () => getFinance(studentId) });
}
