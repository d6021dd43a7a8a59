import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Single } from '@/api/client';
import { classHourKeys, type ClassHour, type ClassHourWrite } from './types';

/** PUT with the version read; a stale version answers 409, as do a taken number and an overlap. */
export async function updateClassHour(id: number, body: ClassHourWrite): Promise<ClassHour> {
  const { result } = await api.put<Single<ClassHour>>(`/class-hours/${id}/`, body);
  return result;
}

export function useUpdateClassHour() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: ClassHourWrite }) => updateClassHour(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: classHourKeys.all }),
  });
}
