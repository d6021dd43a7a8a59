import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Single } from '@/api/client';
import { journalKeys, type JournalSettings } from './types';

/** Saves the settings under the version read; 409 stale_version, 422 under each field (`thresholds_order` under reprimand_hours). */
export async function saveJournalSettings(institutionId: number, body: JournalSettings): Promise<JournalSettings> {
  const { result } = await api.put<Single<JournalSettings>>(`/institutions/${institutionId}/journal-settings/`, body);
  return result;
}

export function useSaveJournalSettings(institutionId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: JournalSettings) => saveJournalSettings(institutionId, body),
    meta: { notifyError: false },
    onSuccess: (settings) => queryClient.setQueryData(journalKeys.settings(institutionId), settings),
  });
}
