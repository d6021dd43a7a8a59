import { useQuery } from '@tanstack/react-query';
import { api, type Single } from '@/api/client';
import { scienceKeys, type Publication } from './types';

export async function getPublication(id: number): Promise<Publication> {
  const { result } = await api.get<Single<Publication>>(`/science/publications/${id}/`);
  return result;
}

export function usePublication(id: number) {
  return useQuery({ queryKey: scienceKeys.publication(id), queryFn: () => getPublication(id), enabled: id > 0 });
}
