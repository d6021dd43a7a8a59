import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Single } from '@/api/client';
import { userKeys, type User, type UserWrite } from './types';

export async function createUser(body: UserWrite): Promise<User> {
  const { result } = await api.post<Single<User>>('/users/', body);
  return result;
}

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}
