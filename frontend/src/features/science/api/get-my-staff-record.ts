import { useQuery } from '@tanstack/react-query';
import { api, type Single } from '@/api/client';
import { STALE_TIME } from '@/lib/query-client';
import { scienceKeys, type ScienceStaff } from './types';

/** Who the signed-in user is on the current institution's staff (422 not_a_teacher when on none). */
export async function getMyStaffRecord(): Promise<ScienceStaff> {
  const { result } = await api.get<Single<ScienceStaff>>('/science/me/');
  return result;
}

export function useMyStaffRecord(enabled: boolean) {
  return useQuery({ queryKey: scienceKeys.me, queryFn: getMyStaffRecord, enabled, staleTime: STALE_TIME.long });
}
