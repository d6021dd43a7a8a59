import { useQuery } from '@tanstack/react-query';
import { api, type Single } from '@/api/client';
import { bundleKeys, type Bundle } from './types';

export async function getBundle(id: number): Promise<Bundle> {
  const { result } = await api.get<Single<Bundle>>(`/subject-bundles/${id}/`);
  return result;
}

export function useBundle(id: number) {
  return useQuery({ queryKey: bundleKeys.detail(id), queryFn: () => getBundle(id) });
}
