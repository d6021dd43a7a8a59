import { useQuery } from '@tanstack/react-query';
import { api, type List } from '@/api/client';
import { STALE_TIME } from '@/lib/query-client';
import { directionKeys, type Direction } from './types';

/** Every direction of study, ordered by code: the model curriculum form offers those of its institution type. */
export function getDirectionOptions(): Promise<List<Direction>> {
  return api.get<List<Direction>>('/edu-directions/', { page: 1, limit: 10000 });
}

export function useDirectionOptions() {
  return useQuery({ queryKey: directionKeys.options, queryFn: getDirectionOptions, staleTime: STALE_TIME.medium });
}
