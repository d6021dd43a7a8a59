import { useQuery } from '@tanstack/react-query';
import { api, type List } from '@/api/client';
import { STALE_TIME } from '@/lib/query-client';
import type { Permission } from './types';

/** The whole catalogue, in catalogue order. */
export function getPermissions(): Promise<List<Permission>> {
  return api.get<List<Permission>>('/permissions/', { page: 1, limit: 10000 });
}

export function usePermissions() {
  return useQuery({ queryKey: ['permissions'], queryFn: getPermissions, staleTime: STALE_TIME.long });
}
