import { useQuery } from '@tanstack/react-query';
import { api, type List } from '@/api/client';
import { buildingKeys, type Building } from './types';

/** Every building (of one institution, when given) by name: the room form's and filter's choices. */
export function getBuildingOptions(institutionId?: number): Promise<List<Building>> {
  return api.get<List<Building>>('/buildings/', { page: 1, limit: 10000, ordering: 'name', institution_id: institutionId });
}

export function useBuildingOptions(institutionId?: number) {
  return useQuery({ queryKey: buildingKeys.options(institutionId), queryFn: () => getBuildingOptions(institutionId) });
}
