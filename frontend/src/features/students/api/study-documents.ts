import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type List, type Single } from '@/api/client';
import { downloadBlob, saveBlob } from '@/api/transfer';
import { studentKeys, type StudyDocument, type StudyDocumentKind } from './types';

/** The student's transcripts and references, newest first. */
export async function getStudyDocuments(id: number): Promise<StudyDocument[]> {
  const { results } = await api.get<List<StudyDocument>>(`/students/${id}/documents/`);
  return results;
}

export function useStudyDocuments(id: number) {
  return useQuery({ queryKey: studentKeys.documents(id), queryFn: () => getStudyDocuments(id), enabled: id > 0 });
}

/** Issues a transcript of the results as they stand, or a reference of study, numbered next in the institution's series. */
export async function issueStudyDocument(id: number, kind: StudyDocumentKind): Promise<StudyDocument> {
  const { result } = await api.post<Single<StudyDocument>>(`/students/${id}/documents/`, { kind });
  return result;
}

export function useIssueStudyDocument(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (kind: StudyDocumentKind) => issueStudyDocument(id, kind),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: studentKeys.documents(id) }),
  });
}

/** The stored PDF, saved under a name that says what it is. */
export async function downloadStudyDocument(document: Pick<StudyDocument, 'id' | 'kind' | 'number'>): Promise<void> {
  saveBlob(await downloadBlob(`/documents/${document.id}/pdf/`), `${document.kind.toLowerCase()}-${document.number}.pdf`);
}
