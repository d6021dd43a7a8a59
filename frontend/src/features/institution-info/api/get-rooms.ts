import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, type List } from '@/api/client';
import type { ListParams } from '@/api/types';
import { roomKeys, type Room } from './types';

/**
 * Filters: search (name), building_id, kind, institution_id (ministry-level roles); ordering
 * name, -name, capacity, -capacity, floor.
 */
export function getRooms(params: ListParams): Promise<List<Room>> {
  return api.get<List<Room>>('/rooms/', params);
}

export function useRooms(params: ListParams) {
  return useQuery({ queryKey: roomKeys.list(params), queryFn: () => getRooms(params), placeholderData: keepPreviousData });
}
