import { useQuery } from '@tanstack/react-query';
import { api, type Single } from '@/api/client';
import type { Multilingual } from '@/api/types';

/** A document issued to a graduate, as the public verification page shows it. */
export interface DocumentReport {
  id: number;
  kind?: 'DIPLOMA' | 'APPENDIX' | 'CERTIFICATE';
  duplicate?: boolean;
  full_name?: string;
  series?: string;
  number?: string;
  institution?: Multilingual | string | { name: Multilingual | string };
  direction?: Multilingual | string | { name: Multilingual | string };
  qualification?: Multilingual | string;
  issued_at?: string;
}

export async function getReport(id: string): Promise<DocumentReport> {
  const { result } = await api.get<Single<DocumentReport>>(`/reports/${encodeURIComponent(id)}/`, undefined, {
    anonymous: true,
  });
  return result;
}

/** Public: no token is sent. */
export function useReport(id: string) {
  return useQuery({ queryKey: ['reports', id], queryFn: () => getReport(id) });
}
