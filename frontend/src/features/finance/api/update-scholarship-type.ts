import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Single } from '@/api/client';
import { financeKeys, type ScholarshipType, type ScholarshipTypeWrite } from './types';

/** PUT with the version read; the amounts sent replace the type's. */
export async function updateScholarshipType(id: number, body: ScholarshipTypeWrite): Promise<ScholarshipType> {
  const { result } = await api.put<Single<ScholarshipType>>(`/scholarship-types/${id}/`, body);
  return result;
}

export function useUpdateScholarshipType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: ScholarshipTypeWrite }) => updateScholarshipType(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: financeKeys.all }),
  });
}
