import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Single } from '@/api/client';
import { groupKeys, type Group, type GroupWrite } from './types';

/** A stale version answers 409 and changes nothing. */
export async function updateGroup(id: number, body: GroupWrite): Promise<Group> {
  const { result } = await api.put<Single<Group>>(`/edu-groups/${id}/`, body);
  return result;
}

export function useUpdateGroup(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: GroupWrite) => updateGroup(id, body),
    onSuccess: (group) => {
      queryClient.setQueryData(groupKeys.detail(id), group);
      return queryClient.invalidateQueries({ queryKey: groupKeys.all });
    },
  });
}
