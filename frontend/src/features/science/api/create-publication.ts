import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Single } from '@/api/client';
import { scienceKeys, type Publication, type PublicationWrite } from './types';

export async function createPublication(body: PublicationWrite): Promise<Publication> {
  const { result } = await api.post<Single<Publication>>('/science/publications/', body);
  return result;
}

export function useCreatePublication() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createPublication, onSuccess: () => queryClient.invalidateQueries({ queryKey: scienceKeys.all }) });
}
