import { useQuery } from '@tanstack/react-query';
import { ApiError, api, type Single } from '@/api/client';
import type { Result } from '@/api/contract';

/** What the public verification of a contract shows: its number, date, year, kind, state, student and institution. */
export type VerifiedContract = Result<'/api/v1/reports/contracts/{public_id}/'>;

/** Asked without a token: anyone holding the print may check it. */
export async function getContractReport(publicId: string): Promise<VerifiedContract> {
  const { result } = await api.get<Single<VerifiedContract>>(`/reports/contracts/${encodeURIComponent(publicId)}/`, undefined, {
    anonymous: true,
  });
  return result;
}

export function useContractReport(publicId: string) {
  return useQuery({
    queryKey: ['reports', 'contracts', publicId],
    queryFn: () => getContractReport(publicId),
    enabled: publicId !== '',
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 1,
  });
}
