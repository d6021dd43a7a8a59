import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Single } from '@/api/client';
import { bundleKeys, type Bundle, type BundleWrite } from './types';

/** No subject, a repeated or an unknown one answers 422 with fields.edu_subject_ids. */
export async function createBundle(body: BundleWrite): Promise<Bundle> {
  const { result } = await api.post<Single<Bundle>>('/subject-bundles/', body);
  return result;
}

export function useCreateBundle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createBundle,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bundleKeys.all }),
  });
}
