import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request, type Single } from '@/api/client';
import { scienceKeys, type Publication } from './types';

/** Takes the PDF away; the answer is the publication without it. */
export async function removePublicationFile(id: number): Promise<Publication> {
  const { result } = await request<Single<Publication>>('DELETE', `/science/publications/${id}/file/`);
  return result;
}

export function useRemovePublicationFile(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => removePublicationFile(id),
    onSuccess: (saved) => {
      queryClient.setQueryData(scienceKeys.publication(id), saved);
      return queryClient.invalidateQueries({ queryKey: scienceKeys.all });
    },
  });
}
