import { useQuery } from '@tanstack/react-query';
import { api, type Single } from '@/api/client';
import { groupKeys, type Promotion } from './types';

/** The group's studying students with their kept GPA and debts, and whether each moves to the next course (student-transfer). */
export async function getPromotion(id: number): Promise<Promotion> {
  const { result } = await api.get<Single<Promotion>>(`/edu-groups/${id}/promote/`);
  return result;
}

/** Asked afresh each time the dialog opens: results change as control sheets close. */
export function usePromotion(id: number) {
  return useQuery({ queryKey: groupKeys.promotion(id), queryFn: () => getPromotion(id), staleTime: 0 });
}
