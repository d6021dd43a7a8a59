import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, type List } from '../client';
import { auditKeys, type AuditQuery, type AuditRecord } from './types';

/** Newest first; an institution-level role gets its institution's records only. */
export function getAuditLog(query: AuditQuery): Promise<List<AuditRecord>> {
  return api.get<List<AuditRecord>>('/audit-log/', { ...query });
}

export function useAuditLog(query: AuditQuery, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: auditKeys.list(query),
    queryFn: () => getAuditLog(query),
    placeholderData: keepPreviousData,
    // The trail is read to see what has just happened: a page of it is never fresh for long.
    staleTime: 0,
    enabled: options.enabled ?? true,
  });
}
