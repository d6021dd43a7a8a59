import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, request, type Single } from '@/api/client';
import { groupKeys, type RatingEntry, type RatingSheet } from './types';

/** The rating sheet of a semester: its subjects, the group's students and the ratings given. */
export async function getRatings(id: number, semester: number): Promise<RatingSheet> {
  const { result } = await api.get<Single<RatingSheet>>(`/edu-groups/${id}/ratings/`, { semester });
  return result;
}

export function useRatings(id: number, semester: number | undefined) {
  return useQuery({
    queryKey: groupKeys.ratings(id, semester),
    queryFn: () => getRatings(id, semester ?? 0),
    enabled: id > 0 && (semester ?? 0) > 0,
    // The sheet on screen stays (and its semester select with it) until the next one arrives.
    placeholderData: keepPreviousData,
  });
}

/**
 * Sends the changed cells only (`rating: null` removes one; cells not sent stay). Errors under
 * `ratings.N.rating`, `ratings.N.student_id`, `ratings.N.edu_subject_id`, N indexing the body.
 */
export async function saveRatings(id: number, semester: number, ratings: RatingEntry[]): Promise<RatingSheet> {
  const { result } = await request<Single<RatingSheet>>('PUT', `/edu-groups/${id}/ratings/`, { query: { semester }, body: { ratings } });
  return result;
}

export function useSaveRatings(id: number, semester: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ratings: RatingEntry[]) => saveRatings(id, semester, ratings),
    onSuccess: (sheet) => queryClient.setQueryData(groupKeys.ratings(id, semester), sheet),
    // The sheet marks the refused cells itself; the notice still says why.
  });
}
