import { downloadBlob } from '@/api/transfer';
import { sheetQuery } from './get-control-sheet';
import type { SheetKey } from './types';

/** The printable sheet (qaydnoma) as a PDF in the interface language. */
export function downloadSheetPdf(key: SheetKey): Promise<Blob> {
  return downloadBlob(`/control-sheets/${key.groupId}/${key.subjectId}/${key.control}/pdf/`, sheetQuery(key));
}
