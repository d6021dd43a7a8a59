import { useQuery } from '@tanstack/react-query';
import { api, type Single } from '@/api/client';
import { groupKeys, type Group } from './types';

/** One group; another institution's id answers 404. */
export async function getGroup(id: number): Promise<Group> {
  const { result } = await api.get<Single<Group>>(`/edu-groups/${id}/`);
  return result;
}

export function useGroup(id: number) {
  return useQuery({ queryKey: groupKeys.detail(id), queryFn: () => getGroup(id), enabled: id > 0 });
}
