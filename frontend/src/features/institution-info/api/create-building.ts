import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Single } from '@/api/client';
import { buildingKeys, type Building, type BuildingWrite } from './types';

export async function createBuilding(body: BuildingWrite): Promise<Building> {
  const { result } = await api.post<Single<Building>>('/buildings/', body);
  return result;
}

export function useCreateBuilding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBuilding,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: buildingKeys.all }),
  });
}
