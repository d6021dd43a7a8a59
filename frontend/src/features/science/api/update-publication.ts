import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Single } from '@/api/client';
import { scienceKeys, type Publication, type PublicationWrite } from './types';

/** PUT with the version read: a verified publication is changed by the office only (409 publication_verified). */
export async function updatePublication(id: number, body: PublicationWrite): Promise<Publication> {
  const { result } = await api.put<Single<Publication>>(`/science/publications/${id}/`, body);
  return result;
}

export function useUpdatePublication(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PublicationWrite) => updatePublication(id, body),
    onSuccess: (saved) => {
      queryClient.setQueryData(scienceKeys.publication(id), saved);
      return queryClient.invalidateQueries({ queryKey: scienceKeys.all });
    },
  });
}
