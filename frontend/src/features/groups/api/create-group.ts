import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Single } from '@/api/client';
import { groupKeys, type Group, type GroupWrite } from './types';

/** 422 per field: a semester outside the course, a curriculum not APPROVED or of another institution. */
export async function createGroup(body: GroupWrite): Promise<Group> {
  const { result } = await api.post<Single<Group>>('/edu-groups/', body);
  return result;
}

export function useCreateGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createGroup,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: groupKeys.all }),
  });
}
