import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Single } from '@/api/client';
import { sheetQuery } from './get-control-sheet';
import { journalKeys, sheetKeys, type Sheet, type SheetKey, type SheetWrite } from './types';

/**
 * Enters points, the exam date and the examiner, all or nothing. 409 sheet_closed, stale_version;
 * 422 under `entries.N.points`, `entries.N.student_id`, `exam_date`, `examiner_id`, `reason`.
 */
export async function saveControlSheet(key: SheetKey, body: SheetWrite): Promise<Sheet> {
  const { result } = await api.put<Single<Sheet>>(`/control-sheets/${key.groupId}/${key.subjectId}/${key.control}/`, body, { query: sheetQuery(key) });
  return result;
}

export function useSaveControlSheet(key: SheetKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SheetWrite) => saveControlSheet(key, body),
    meta: { notifyError: false },
    onSuccess: (sheet) => {
      queryClient.setQueryData(sheetKeys.sheet(key), sheet);
      void queryClient.invalidateQueries({ queryKey: sheetKeys.all });
      void queryClient.invalidateQueries({ queryKey: journalKeys.all });
    },
  });
}
