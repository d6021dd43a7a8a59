import { useQuery } from '@tanstack/react-query';
import { api, type Query, type Single } from '@/api/client';
import { sheetKeys, type Sheet, type SheetKey } from './types';

export const sheetQuery = (key: SheetKey): Query => ({ semester: key.semester, attempt: key.attempt });

/**
 * A sheet with the students it lists and their results; a final sheet names the students not
 * admitted apart. Before its first save it has no id and version 0.
 */
export async function getControlSheet(key: SheetKey): Promise<Sheet> {
  const { result } = await api.get<Single<Sheet>>(`/control-sheets/${key.groupId}/${key.subjectId}/${key.control}/`, sheetQuery(key));
  return result;
}

export function useControlSheet(key: SheetKey) {
  return useQuery({
    queryKey: sheetKeys.sheet(key),
    queryFn: () => getControlSheet(key),
    enabled: key.groupId > 0 && key.subjectId > 0,
    staleTime: 0,
  });
}
