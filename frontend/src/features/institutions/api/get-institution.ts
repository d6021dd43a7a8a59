import { useQuery } from '@tanstack/react-query';
import { api, type Single } from '@/api/client';
import { institutionKeys, type Institution } from './types';

/** An institution-level role reads only its own institution; another id answers 404. */
export async function getInstitution(id: number): Promise<Institution> {
  const { result } = await api.get<Single<Institution>>(`/institutions/${id}/`);
  return result;
}

export function useInstitution(id: number | null | undefined) {
  return useQuery({
    queryKey: institutionKeys.detail(id ?? 0),
    queryFn: () => getInstitution(id ?? 0),
    enabled: Boolean(id && id > 0),
  });
}
