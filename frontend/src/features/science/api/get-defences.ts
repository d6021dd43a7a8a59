import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, type List } from '@/api/client';
import type { ListParams } from '@/api/types';
import { scienceKeys, type Defence } from './types';

/** Filters: institution_id (ministry), year, kind; search: the student, the council or a number; ordering id, date. */
export function getDefences(params: ListParams): Promise<List<Defence>> {
  return api.get<List<Defence>>('/science/defences/', params);
}

export function useDefences(params: ListParams, enabled = true) {
  return useQuery({ queryKey: scienceKeys.defences(params), queryFn: () => getDefences(params), placeholderData: keepPreviousData, enabled });
}
