import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, type List } from '@/api/client';
import type { ListParams } from '@/api/types';
import { sheetKeys, type SheetRow } from './types';

/** Control sheets, newest first; filters `edu_group_id`, `semester`, `control`, `state`. */
export function getControlSheets(params: ListParams): Promise<List<SheetRow>> {
  return api.get<List<SheetRow>>('/control-sheets/', params);
}

export function useControlSheets(params: ListParams) {
  return useQuery({ queryKey: sheetKeys.list(params), queryFn: () => getControlSheets(params), placeholderData: keepPreviousData });
}
