import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Single } from '@/api/client';
import type { paths } from '@/api/schema';
import { TransferError, uploadForm } from '@/api/transfer';
import { financeKeys } from './types';

export const STATEMENT_MAX_BYTES = 5 * 1024 * 1024;
export const STATEMENT_EXTENSIONS = ['.xlsx', '.csv'] as const;

/** What an import answers: how many were imported, their sum, and the lines no contract was found for. */
export type StatementResult = paths['/api/v1/finance/payments/import/']['post']['responses'][201]['content']['application/json']['result'];

/** A refused line of a statement: its line (the header is 1), column and why. */
export interface RefusedLine {
  line: number;
  column: string;
  message: string;
}

/** All or nothing: 201 with what was imported and the unmatched lines, or 422 with every refused line and nothing written. */
export async function importStatement(file: File, onProgress?: (share: number) => void): Promise<StatementResult> {
  const form = new FormData();
  form.append('file', file);
  const { result } = await uploadForm<Single<StatementResult>>('/finance/payments/import/', form, onProgress);
  return result;
}

/** The refused lines of a failed import, or none. */
export function refusedLines(error: unknown): RefusedLine[] {
  if (!(error instanceof TransferError)) return [];
  const rows = (error.body as { error?: { rows?: unknown } } | undefined)?.error?.rows;
  if (!Array.isArray(rows)) return [];
  return rows
    .filter((row): row is Record<string, unknown> => Boolean(row) && typeof row === 'object')
    .map((row) => ({ line: Number(row.line) || 0, column: String(row.column ?? ''), message: String(row.message ?? '') }));
}

export function useImportStatement(onProgress: (share: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => importStatement(file, onProgress),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: financeKeys.all }),
    // The dialog shows the refusal itself, lines included.
    meta: { notifyError: false },
  });
}
