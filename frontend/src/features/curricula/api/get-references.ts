/** What the curriculum screens pick from: subject types, directions, model curricula, subjects. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, type List } from '@/api/client';
import { STALE_TIME } from '@/lib/query-client';
import { referenceKeys, type CurriculumTemplate, type Direction, type EduSubject, type KnownCustomSubject, type SubjectType } from './types';

const EVERYTHING = { page: 1, limit: 10000 } as const;

export function useSubjectTypes() {
  return useQuery({
    queryKey: referenceKeys.subjectTypes,
    queryFn: () => api.get<List<SubjectType>>('/edu-subjects/types/', EVERYTHING),
    staleTime: STALE_TIME.medium,
  });
}

export function useDirections() {
  return useQuery({
    queryKey: referenceKeys.directions,
    queryFn: () => api.get<List<Direction>>('/edu-directions/', EVERYTHING),
    staleTime: STALE_TIME.medium,
  });
}

export function useCurriculumTemplates() {
  return useQuery({
    queryKey: referenceKeys.templates,
    queryFn: () => api.get<List<CurriculumTemplate>>('/curriculum-templates/', EVERYTHING),
    staleTime: STALE_TIME.short,
  });
}

/** Subjects of the catalogue matching what is typed (code or any name), a page at a time. */
export function useEduSubjectSearch(search: string, enabled: boolean) {
  return useQuery({
    queryKey: referenceKeys.eduSubjects(search),
    queryFn: () => api.get<List<EduSubject>>('/edu-subjects/', { page: 1, limit: 50, search: search || undefined }),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: STALE_TIME.short,
  });
}

/** Vocational subjects already named in the institution's curricula, offered when adding one. */
export function useKnownCustomSubjects(enabled: boolean) {
  return useQuery({
    queryKey: referenceKeys.customSubjects,
    queryFn: () => api.get<List<KnownCustomSubject>>('/edu-subjects/custom-subjects/', EVERYTHING),
    enabled,
    staleTime: STALE_TIME.short,
  });
}
