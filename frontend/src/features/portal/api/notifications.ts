import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type Single } from '@/api/client';
import type { PortalNotificationsDto } from '../types';
import { portalKeys } from './keys';

/** How often an open portal looks for news. */
const REFRESH_MS = 60_000;

export async function getNotifications(studentId: number): Promise<PortalNotificationsDto> {
  const { result } = await api.get<Single<PortalNotificationsDto>>('/me/notifications/', { student_id: studentId });
  return result;
}

export function useNotifications(studentId: number) {
  return useQuery({
    queryKey: portalKeys.notifications(studentId),
    queryFn: () => getNotifications(studentId),
    refetchInterval: REFRESH_MS,
  });
}

/** Everything up to `upTo` is read by the signed-in person. */
export function useReadNotifications(studentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (upTo: number) => api.post<void>('/me/notifications/read/', { student_id: studentId, up_to: upTo }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: portalKeys.notifications(studentId) }),
  });
}
