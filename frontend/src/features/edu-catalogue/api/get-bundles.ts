import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, type List } from '@/api/client';
import type { ListParams } from '@/api/types';
import { bundleKeys, type Bundle } from './types';

/** Filter: search (name). */
export function getBundles(params: ListParams): Promise<List<Bundle>> {
  return api.get<List<Bundle>>('/subject-bundles/', params);
}

export function useBundles(params: ListParams) {
  return useQuery({ queryKey: bundleKeys.list(params), queryFn: () => getBundles(params), placeholderData: keepPreviousData });
}
