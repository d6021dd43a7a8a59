import { useQuery } from '@tanstack/react-query';
import { api, type Single } from '@/api/client';
import { useSession } from '@/store/session';
import type { MeDto } from '../types';
import { portalKeys } from './keys';
import { keptCall, keptStaleTime, type Kept } from './kept';

/** The signed-in person and the students they may read: their own record, or their children. */
export function getMe(): Promise<Kept<MeDto>> {
  return keptCall('me', async () => (await api.get<Single<MeDto>>('/me/')).result);
}

export function useMe() {
  const userId = useSession((state) => state.profile?.id ?? 0);
  return useQuery({ queryKey: portalKeys.me(userId), queryFn: getMe, staleTime: keptStaleTime });
}
