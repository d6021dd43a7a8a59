import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Single } from '@/api/client';
import { downloadBlob, saveBlob } from '@/api/transfer';
import { graduateKeys, type DocumentKind, type IssuedDocument } from './types';

/** Issues a document (a new version revokes the valid one of its kind) or a duplicate of the valid original. */
export async function issueDocument(id: number, kind: DocumentKind, duplicate: boolean): Promise<IssuedDocument> {
  const { result } = await api.post<Single<IssuedDocument>>(`/graduates/${id}/documents/`, { kind, duplicate });
  return result;
}

export function useIssueDocument(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, duplicate }: { kind: DocumentKind; duplicate: boolean }) => issueDocument(id, kind, duplicate),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: graduateKeys.detail(id) }),
  });
}

/** The stored PDF, saved under a name that says what it is. */
export async function downloadDocument(document: Pick<IssuedDocument, 'id' | 'kind' | 'number'>): Promise<void> {
  saveBlob(await downloadBlob(`/documents/${document.id}/pdf/`), `${document.kind.toLowerCase()}-${document.number.replace(/\s+/g, '')}.pdf`);
}
