import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Single } from '@/api/client';
import { groupKeys, type Group } from './types';

export async function inactivateGroup(id: number, version: number): Promise<Group> {
  const { result } = await api.post<Single<Group>>(`/edu-groups/${id}/inactive/`, { version });
  return result;
}

export function useInactivateGroup(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (version: number) => inactivateGroup(id, version),
    onSuccess: (group) => {
      queryClient.setQueryData(groupKeys.detail(id), group);
      return queryClient.invalidateQueries({ queryKey: [...groupKeys.all, 'list'] });
    },
  });
}
