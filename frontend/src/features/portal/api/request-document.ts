import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Single } from '@/api/client';
import type { DocumentDto, PortalDocumentsDto, StudyDocumentKind } from '../types';
import { portalKeys } from './keys';

/** Issues a reference of study or a transcript of the results as they stand. */
export async function requestDocument(studentId: number, kind: StudyDocumentKind): Promise<DocumentDto> {
  const { result } = await api.post<Single<DocumentDto>>('/me/documents/', { student_id: studentId, kind });
  return result;
}

export function useRequestDocument(studentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (kind: StudyDocumentKind) => requestDocument(studentId, kind),
    onSuccess: (document) => {
      // The new document shows at once, first, while the list is read again.
      queryClient.setQueryData<PortalDocumentsDto>(portalKeys.documents(studentId), (current) =>
        current ? { ...current, documents: [document, ...current.documents.filter((each) => each.id !== document.id)] } : current,
      );
      return queryClient.invalidateQueries({ queryKey: portalKeys.documents(studentId) });
    },
  });
}
