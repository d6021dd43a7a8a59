import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Single } from '@/api/client';
import { buildingKeys, roomKeys, type Building, type BuildingWrite } from './types';

/**
 * PUT with the version read: a stale version answers 409, and so does a floor count below a
 * floor its rooms stand on (building_rooms_above_floors).
 */
export async function updateBuilding(id: number, body: BuildingWrite): Promise<Building> {
  const { result } = await api.put<Single<Building>>(`/buildings/${id}/`, body);
  return result;
}

export function useUpdateBuilding(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BuildingWrite) => updateBuilding(id, body),
    onSuccess: async (building) => {
      queryClient.setQueryData(buildingKeys.detail(id), building);
      // Rooms show their building's name.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: buildingKeys.all }),
        queryClient.invalidateQueries({ queryKey: roomKeys.all }),
      ]);
    },
  });
}
