import { useMutation, useQuery } from '@tanstack/react-query';
import { api, type Single } from '@/api/client';
import { graduateKeys, type DocumentJob, type DocumentKind } from './types';

/** Starts issuing one kind of document for every graduate of a group (every candidate for certificates). */
export async function startGroupDocuments(groupId: number, kind: DocumentKind): Promise<DocumentJob> {
  const { result } = await api.post<Single<DocumentJob>>(`/edu-groups/${groupId}/documents/`, { kind });
  return result;
}

export function useStartGroupDocuments() {
  return useMutation({ mutationFn: ({ groupId, kind }: { groupId: number; kind: DocumentKind }) => startGroupDocuments(groupId, kind) });
}

export async function getDocumentJob(id: number): Promise<DocumentJob> {
  const { result } = await api.get<Single<DocumentJob>>(`/document-jobs/${id}/`);
  return result;
}

/** How far a job has gone, asked again every second while it runs. */
export function useDocumentJob(id: number | undefined) {
  return useQuery({
    queryKey: graduateKeys.job(id ?? 0),
    queryFn: () => getDocumentJob(id ?? 0),
    enabled: (id ?? 0) > 0,
    refetchInterval: (query) => (query.state.data?.status === 'RUNNING' || query.state.data === undefined ? 1000 : false),
  });
}
