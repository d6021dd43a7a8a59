import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Single } from '@/api/client';
import { buildingKeys, roomKeys, type Room, type RoomWrite } from './types';

/** PUT with the version read; a stale version answers 409, as does a name taken in the building. */
export async function updateRoom(id: number, body: RoomWrite): Promise<Room> {
  const { result } = await api.put<Single<Room>>(`/rooms/${id}/`, body);
  return result;
}

export function useUpdateRoom(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RoomWrite) => updateRoom(id, body),
    onSuccess: async (room) => {
      queryClient.setQueryData(roomKeys.detail(id), room);
      // A room moved to another building changes both buildings' rooms_count.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: roomKeys.all }),
        queryClient.invalidateQueries({ queryKey: buildingKeys.all }),
      ]);
    },
  });
}
