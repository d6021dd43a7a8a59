import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/client';
import { buildingKeys, roomKeys } from './types';

export function deleteRoom(id: number): Promise<void> {
  return api.delete(`/rooms/${id}/`);
}

export function useDeleteRoom() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRoom,
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: roomKeys.detail(id) });
      return Promise.all([queryClient.invalidateQueries({ queryKey: roomKeys.all }), queryClient.invalidateQueries({ queryKey: buildingKeys.all })]);
    },
  });
}
