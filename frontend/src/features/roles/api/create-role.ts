import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Single } from '@/api/client';
import { roleKeys, type Role, type RoleWrite } from './types';

export async function createRole(body: RoleWrite): Promise<Role> {
  const { result } = await api.post<Single<Role>>('/roles/', body);
  return result;
}

export function useCreateRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRole,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: roleKeys.all }),
  });
}
