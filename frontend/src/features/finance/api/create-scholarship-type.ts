import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Single } from '@/api/client';
import { financeKeys, type ScholarshipType, type ScholarshipTypeWrite } from './types';

/** A name taken is refused with 409 scholarship_type_name_taken. */
export async function createScholarshipType(body: ScholarshipTypeWrite): Promise<ScholarshipType> {
  const { result } = await api.post<Single<ScholarshipType>>('/scholarship-types/', body);
  return result;
}

export function useCreateScholarshipType() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createScholarshipType, onSuccess: () => queryClient.invalidateQueries({ queryKey: financeKeys.all }) });
}
