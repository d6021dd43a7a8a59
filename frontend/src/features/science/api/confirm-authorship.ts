import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Single } from '@/api/client';
import { scienceKeys, type Publication } from './types';

/** The signed-in staff member confirms their own authorship. */
export async function confirmAuthorship(id: number): Promise<Publication> {
  const { result } = await api.post<Single<Publication>>(`/science/publications/${id}/confirm/`);
  return result;
}

export function useConfirmAuthorship() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmAuthorship,
    onSuccess: (saved) => {
      queryClient.setQueryData(scienceKeys.publication(saved.id), saved);
      return queryClient.invalidateQueries({ queryKey: scienceKeys.all });
    },
  });
}
