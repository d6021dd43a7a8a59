import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Single } from '@/api/client';
import { userKeys, type User, type UserWrite } from './types';

/** PUT with the version read; a stale version answers 409. */
export async function updateUser(id: number, body: UserWrite): Promise<User> {
  const { result } = await api.put<Single<User>>(`/users/${id}/`, body);
  return result;
}

export function useUpdateUser(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UserWrite) => updateUser(id, body),
    onSuccess: (user) => {
      queryClient.setQueryData(userKeys.detail(id), user);
      return queryClient.invalidateQueries({ queryKey: userKeys.all });
    },
  });
}
