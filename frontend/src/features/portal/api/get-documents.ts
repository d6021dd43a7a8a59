import { useQuery } from '@tanstack/react-query';
import { api, type Single } from '@/api/client';
import type { PortalDocumentsDto } from '../types';
import { portalKeys } from './keys';

/** The orders naming the student and the documents issued to them. */
export async function getDocuments(studentId: number): Promise<PortalDocumentsDto> {
  const { result } = await api.get<Single<PortalDocumentsDto>>('/me/documents/', { student_id: studentId });
  return result;
}

export function useDocuments(studentId: number) {
  return useQuery({ queryKey: portalKeys.documents(studentId), queryFn: () => getDocuments(studentId) });
}
