import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, type List } from '@/api/client';
import { scienceKeys, type ScienceStaff } from './types';

/** The living staff of the caller's institution whose name (or PINFL) has `search`, for choosing authors and members. */
export function getScienceStaff(search: string): Promise<List<ScienceStaff>> {
  return api.get<List<ScienceStaff>>('/science/staff/', { search, limit: 50 });
}

export function useScienceStaff(search: string) {
  return useQuery({ queryKey: scienceKeys.staff(search), queryFn: () => getScienceStaff(search), placeholderData: keepPreviousData });
}
