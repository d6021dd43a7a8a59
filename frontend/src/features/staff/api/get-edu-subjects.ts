/** Subjects of the ministry's catalogue to pick taught subjects and filter teachers by. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, type List, type Single } from '@/api/client';
import { staffKeys, type EduSubject } from './types';

export const SUBJECT_OPTIONS_LIMIT = 20;

export function getEduSubjectOptions(search: string): Promise<List<EduSubject>> {
  return api.get<List<EduSubject>>('/edu-subjects/', { search, limit: SUBJECT_OPTIONS_LIMIT });
}

export async function getEduSubject(id: number): Promise<EduSubject> {
  const { result } = await api.get<Single<EduSubject>>(`/edu-subjects/${id}/`);
  return result;
}

/** The first subjects matching `search` (code or name); only asked while `enabled`. */
export function useEduSubjectOptions(search: string, enabled: boolean) {
  const term = search.trim();
  return useQuery({
    queryKey: staffKeys.subjects(term),
    queryFn: () => getEduSubjectOptions(term),
    enabled,
    placeholderData: keepPreviousData,
  });
}

export function useEduSubject(id: number | null) {
  return useQuery({ queryKey: staffKeys.subject(id ?? 0), queryFn: () => getEduSubject(id ?? 0), enabled: Boolean(id && id > 0) });
}
