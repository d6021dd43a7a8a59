import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Single } from '@/api/client';
import { roleKeys, type Role, type RoleWrite } from './types';

/** PUT with the version read; a stale version, a taken name or a system role answers 409. */
export async function updateRole(id: number, body: RoleWrite): Promise<Role> {
  const { result } = await api.put<Single<Role>>(`/roles/${id}/`, body);
  return result;
}

export function useUpdateRole(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RoleWrite) => updateRole(id, body),
    onSuccess: (role) => {
      queryClient.setQueryData(roleKeys.detail(id), role);
      return queryClient.invalidateQueries({ queryKey: roleKeys.all });
    },
  });
}
