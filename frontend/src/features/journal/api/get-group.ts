import { useQuery } from '@tanstack/react-query';
import { api, type Single } from '@/api/client';
import { useCan } from '@/lib/access';
import { referenceKeys, type GroupCard } from './types';

/** The group's name, curriculum and current semester; asked only of a role that reads groups (a 403 would end the session). */
export async function getGroup(id: number): Promise<GroupCard> {
  const { result } = await api.get<Single<GroupCard>>(`/edu-groups/${id}/`);
  return result;
}

export function useGroup(id: number) {
  const allowed = useCan('edu-group-view');
  return useQuery({ queryKey: referenceKeys.group(id), queryFn: () => getGroup(id), enabled: allowed && id > 0 });
}
