import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Single } from '@/api/client';
import { sheetQuery } from './get-control-sheet';
import { sheetKeys, type Sheet, type SheetKey } from './types';

/** Closes a saved sheet by hand; changes afterwards need control-sheet-reopen and a reason. */
export async function closeControlSheet(key: SheetKey): Promise<Sheet> {
  const { result } = await api.post<Single<Sheet>>(`/control-sheets/${key.groupId}/${key.subjectId}/${key.control}/close/`, undefined, {
    query: sheetQuery(key),
  });
  return result;
}

export function useCloseControlSheet(key: SheetKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => closeControlSheet(key),
    onSuccess: (sheet) => {
      queryClient.setQueryData(sheetKeys.sheet(key), sheet);
      void queryClient.invalidateQueries({ queryKey: sheetKeys.all });
    },
  });
}
