import { useQuery } from '@tanstack/react-query';
import { api, type Single } from '@/api/client';
import { roomKeys, type Room } from './types';

export async function getRoom(id: number): Promise<Room> {
  const { result } = await api.get<Single<Room>>(`/rooms/${id}/`);
  return result;
}

export function useRoom(id: number) {
  return useQuery({ queryKey: roomKeys.detail(id), queryFn: () => getRoom(id) });
}
