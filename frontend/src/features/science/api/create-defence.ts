import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Single } from '@/api/client';
import { scienceKeys, type Defence, type DefenceWrite } from './types';

export async function createDefence(body: DefenceWrite): Promise<Defence> {
  const { result } = await api.post<Single<Defence>>('/science/defences/', body);
  return result;
}

export function useCreateDefence() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createDefence, onSuccess: () => queryClient.invalidateQueries({ queryKey: scienceKeys.all }) });
}
