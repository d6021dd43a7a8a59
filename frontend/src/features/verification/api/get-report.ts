import { useQuery } from '@tanstack/react-query';
import { ApiError, api, type Single } from '@/api/client';
import type { Result } from '@/api/contract';

/** What the public verification of a document shows: never a PINFL, a passport or ratings. */
export type VerifiedDocument = Result<'/api/v1/reports/{public_id}/'>;

/** Asked without a token: anyone holding the paper may check it. */
export async function getReport(publicId: string): Promise<VerifiedDocument> {
  const { result } = await api.get<Single<VerifiedDocument>>(`/reports/${encodeURIComponent(publicId)}/`, undefined, { anonymous: true });
  return result;
}

export function useReport(publicId: string) {
  return useQuery({
    queryKey: ['reports', publicId],
    queryFn: () => getReport(publicId),
    enabled: publicId !== '',
    // An unknown document stays unknown: no second try.
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 1,
  });
}
