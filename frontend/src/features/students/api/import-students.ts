import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Single } from '@/api/client';
import { downloadBlob, saveBlob, TransferError, uploadForm } from '@/api/transfer';
import { studentKeys, type ImportRow } from './types';

export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;
export const IMPORT_EXTENSIONS = ['.xlsx', '.csv'] as const;

/**
 * All or nothing: 201 with the number created, or 422 import_failed with the refused rows
 * (`error.rows`: line as the spreadsheet numbers it, column, message) and nothing written.
 */
export async function importStudents(groupId: number, file: File, onProgress?: (share: number) => void): Promise<number> {
  const form = new FormData();
  form.append('edu_group_id', String(groupId));
  form.append('file', file);
  const { result } = await uploadForm<Single<{ created: number }>>('/students/import/', form, onProgress);
  return result.created;
}

/** The refused rows of a failed import, or none. */
export function rejectedRows(error: unknown): ImportRow[] {
  if (!(error instanceof TransferError)) return [];
  const rows = (error.body as { error?: { rows?: unknown } } | undefined)?.error?.rows;
  if (!Array.isArray(rows)) return [];
  return rows
    .filter((row): row is Record<string, unknown> => Boolean(row) && typeof row === 'object')
    .map((row) => ({ line: Number(row.line) || 0, column: String(row.column ?? ''), message: String(row.message ?? '') }));
}

export function useImportStudents(onProgress: (share: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ groupId, file }: { groupId: number; file: File }) => importStudents(groupId, file, onProgress),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: studentKeys.all }),
    // The dialog shows the refusal itself, rows included.
    meta: { notifyError: false },
  });
}

/** The .xlsx template, its headers in the caller's language. */
export async function downloadImportTemplate(fileName: string): Promise<void> {
  saveBlob(await downloadBlob('/students/import/template/'), fileName);
}
