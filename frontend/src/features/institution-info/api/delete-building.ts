import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/client';
import { buildingKeys } from './types';

/** A building that still has rooms is refused with 409 building_has_rooms, whose message says how many. */
export function deleteBuilding(id: number): Promise<void> {
  return api.delete(`/buildings/${id}/`);
}

export function useDeleteBuilding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBuilding,
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: buildingKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: buildingKeys.all });
    },
  });
}
