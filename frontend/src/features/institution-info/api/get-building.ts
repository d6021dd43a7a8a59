import { useQuery } from '@tanstack/react-query';
import { api, type Single } from '@/api/client';
import { buildingKeys, type Building } from './types';

export async function getBuilding(id: number): Promise<Building> {
  const { result } = await api.get<Single<Building>>(`/buildings/${id}/`);
  return result;
}

export function useBuilding(id: number) {
  return useQuery({ queryKey: buildingKeys.detail(id), queryFn: () => getBuilding(id) });
}
