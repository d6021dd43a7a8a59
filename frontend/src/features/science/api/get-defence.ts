import { useQuery } from '@tanstack/react-query';
import { api, type Single } from '@/api/client';
import { scienceKeys, type Defence } from './types';

export async function getDefence(id: number): Promise<Defence> {
  const { result } = await api.get<Single<Defence>>(`/science/defences/${id}/`);
  return result;
}

export function useDefence(id: number) {
  return useQuery({ queryKey: scienceKeys.defence(id), queryFn: () => getDefence(id), enabled: id > 0 });
}
