import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Single } from '@/api/client';
import { institutionKeys, type Institution, type InstitutionWrite } from './types';

/** A code already in use answers 409 institution_code_taken. */
export async function createInstitution(body: InstitutionWrite): Promise<Institution> {
  const { result } = await api.post<Single<Institution>>('/institutions/', body);
  return result;
}

export function useCreateInstitution() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createInstitution,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: institutionKeys.all }),
  });
}
