import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Single } from '@/api/client';
import { classHourKeys, type ClassHour, type ClassHourWrite } from './types';

/**
 * A start not before the end answers 422 with fields.end_time; a number already used 409
 * class_hour_number_taken; a period overlapping another 409 class_hour_overlaps, whose message
 * names that period.
 */
export async function createClassHour(body: ClassHourWrite): Promise<ClassHour> {
  const { result } = await api.post<Single<ClassHour>>('/class-hours/', body);
  return result;
}

export function useCreateClassHour() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createClassHour,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: classHourKeys.all }),
  });
}
