import { useQuery } from '@tanstack/react-query';
import { api, type Single } from '@/api/client';
import { roleKeys, type Role } from './types';

export async function getRole(id: number): Promise<Role> {
  const { result } = await api.get<Single<Role>>(`/roles/${id}/`);
  return result;
}

export function useRole(id: number) {
  return useQuery({ queryKey: roleKeys.detail(id), queryFn: () => getRole(id) });
}
