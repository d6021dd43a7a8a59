import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, type List } from '@/api/client';
import type { ListParams } from '@/api/types';
import { sessionKeys, type OwnSession } from './types';

export function getSessions(params: ListParams): Promise<List<OwnSession>> {
  return api.get<List<OwnSession>>('/users/me/sessions/', params);
}

/** Always read afresh: a session started or ended elsewhere shows when the page is opened. */
export function useSessions(params: ListParams) {
  return useQuery({ queryKey: sessionKeys.list(params), queryFn: () => getSessions(params), placeholderData: keepPreviousData, staleTime: 0 });
}
