import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Single } from '@/api/client';
import { buildingKeys, roomKeys, type Room, type RoomWrite } from './types';

/**
 * A name already used in the building answers 409 room_name_taken; a floor above the
 * building's floors answers 422 with fields.floor.
 */
export async function createRoom(body: RoomWrite): Promise<Room> {
  const { result } = await api.post<Single<Room>>('/rooms/', body);
  return result;
}

export function useCreateRoom() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRoom,
    // A building's rooms_count changes with its rooms.
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: roomKeys.all }), queryClient.invalidateQueries({ queryKey: buildingKeys.all })]),
  });
}
