import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Single } from '@/api/client';
import { scienceKeys, type Publication } from './types';

/** The office verifies a publication each of whose staff authors has confirmed (409 authors_unconfirmed names who has not). */
export async function verifyPublication(id: number): Promise<Publication> {
  const { result } = await api.post<Single<Publication>>(`/science/publications/${id}/verify/`);
  return result;
}

export function useVerifyPublication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyPublication,
    onSuccess: (saved) => {
      queryClient.setQueryData(scienceKeys.publication(saved.id), saved);
      return queryClient.invalidateQueries({ queryKey: scienceKeys.all });
    },
  });
}
