import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, type List } from '@/api/client';
import type { ListParams } from '@/api/types';
import { buildingKeys, type Building } from './types';

/** Filters: search (name), institution_id (ministry-level roles); ordering name, -name, id. */
export function getBuildings(params: ListParams): Promise<List<Building>> {
  return api.get<List<Building>>('/buildings/', params);
}

export function useBuildings(params: ListParams) {
  return useQuery({ queryKey: buildingKeys.list(params), queryFn: () => getBuildings(params), placeholderData: keepPreviousData });
}
