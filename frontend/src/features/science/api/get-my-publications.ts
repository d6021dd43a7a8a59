import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, type List } from '@/api/client';
import type { ListParams } from '@/api/types';
import { scienceKeys, type Publication } from './types';

/** The signed-in staff member's own publications, each with their own confirmation (`my_confirmation`). */
export function getMyPublications(params: ListParams): Promise<List<Publication>> {
  return api.get<List<Publication>>('/science/publications/mine/', params);
}

export function useMyPublications(params: ListParams) {
  return useQuery({ queryKey: scienceKeys.mine(params), queryFn: () => getMyPublications(params), placeholderData: keepPreviousData });
}
