import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Single } from '@/api/client';
import { bundleKeys, type Bundle, type BundleWrite } from './types';

/** PUT with the version read; a stale version answers 409. */
export async function updateBundle(id: number, body: BundleWrite): Promise<Bundle> {
  const { result } = await api.put<Single<Bundle>>(`/subject-bundles/${id}/`, body);
  return result;
}

export function useUpdateBundle(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BundleWrite) => updateBundle(id, body),
    onSuccess: (bundle) => {
      queryClient.setQueryData(bundleKeys.detail(id), bundle);
      return queryClient.invalidateQueries({ queryKey: bundleKeys.all });
    },
  });
}
