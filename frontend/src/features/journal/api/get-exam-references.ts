/** What the exam dialog picks a room and a class hour from: the institution's rooms and class hours. */
import { useQuery } from '@tanstack/react-query';
import { api, type List } from '@/api/client';
import type { ListItem } from '@/api/contract';
import { STALE_TIME } from '@/lib/query-client';

export type RoomOption = ListItem<'/api/v1/rooms/'>;
export type ClassHourOption = ListItem<'/api/v1/class-hours/'>;

const ALL = { page: 1, limit: 10000 };

export function useExamRooms() {
  return useQuery({ queryKey: ['rooms', 'options'], queryFn: () => api.get<List<RoomOption>>('/rooms/', ALL), staleTime: STALE_TIME.short });
}

export function useExamClassHours() {
  return useQuery({ queryKey: ['class-hours', 'options'], queryFn: () => api.get<List<ClassHourOption>>('/class-hours/', ALL), staleTime: STALE_TIME.short });
}
