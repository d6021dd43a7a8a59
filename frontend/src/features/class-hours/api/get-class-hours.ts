import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, type List } from '@/api/client';
import type { ListParams } from '@/api/types';
import { classHourKeys, type ClassHour } from './types';

/** Ordered by number; filter institution_id (ministry-level roles). */
export function getClassHours(params: ListParams): Promise<List<ClassHour>> {
  return api.get<List<ClassHour>>('/class-hours/', params);
}

export function useClassHours(params: ListParams) {
  return useQuery({ queryKey: classHourKeys.list(params), queryFn: () => getClassHours(params), placeholderData: keepPreviousData });
}
