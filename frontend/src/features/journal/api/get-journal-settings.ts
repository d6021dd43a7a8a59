import { useQuery } from '@tanstack/react-query';
import { api, type Single } from '@/api/client';
import { journalKeys, type JournalSettings } from './types';

/** The institution's recording window, the closing of control sheets and the absence thresholds. */
export async function getJournalSettings(institutionId: number): Promise<JournalSettings> {
  const { result } = await api.get<Single<JournalSettings>>(`/institutions/${institutionId}/journal-settings/`);
  return result;
}

export function useJournalSettings(institutionId: number | null) {
  return useQuery({
    queryKey: journalKeys.settings(institutionId ?? 0),
    queryFn: () => getJournalSettings(institutionId ?? 0),
    enabled: (institutionId ?? 0) > 0,
  });
}
