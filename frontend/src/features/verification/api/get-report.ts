import { useQuery } from '@tanstack/react-query';
import { ApiError, api, type Single } from '@/api/client';
import type { Multilingual } from '@/api/types';

/** What the public verification of a document shows: never a PINFL, a passport or ratings. */
export interface VerifiedDocument {
  public_id: string;
  kind: 'DIPLOMA' | 'APPENDIX' | 'CERTIFICATE';
  duplicate: boolean;
  status: 'VALID' | 'REVOKED';
  number: string;
  holder: string;
  institution: Multilingual;
  edu_direction: Multilingual;
  qualification: Multilingual | null;
  year: number;
  issued_at: string;
  original_number: string | null;
  duplicates: number;
}

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
