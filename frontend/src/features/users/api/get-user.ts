import { useQuery } from '@tanstack/react-query';
import { api, type Single } from '@/api/client';
import { userKeys, type User } from './types';

export async function getUser(id: number): Promise<User> {
  const { result } = await api.get<Single<User>>(`/users/${id}/`);
  return result;
}

export function useUser(id: number) {
  return useQuery({ queryKey: userKeys.detail(id), queryFn: () => getUser(id) });
}
