import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, type List } from '@/api/client';
import { journalKeys, type JournalLesson } from './types';

export interface LessonsQuery {
  /** YYYY-MM-DD: one day. */
  date: string;
  page: number;
  limit: number;
}

/**
 * The lessons of a day with the state of each roll: a teacher's own across every institution they
 * teach in, an institution's whole day for a holder of journal-view.
 */
export function getLessons(query: LessonsQuery): Promise<List<JournalLesson>> {
  return api.get<List<JournalLesson>>('/journal/lessons/', { ...query });
}

export function useLessons(query: LessonsQuery) {
  return useQuery({
    queryKey: journalKeys.lessons(query),
    queryFn: () => getLessons(query),
    placeholderData: keepPreviousData,
    // A roll taken on another device shows when the day is opened again.
    staleTime: 0,
  });
}
