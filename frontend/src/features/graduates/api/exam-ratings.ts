import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type Single } from '@/api/client';
import { graduateKeys, type ExamRatingEntry, type ExamSheet } from './types';

/** The final state attestation (DAK) exams of the student's curriculum with their ratings and scale. */
export async function getExamRatings(id: number): Promise<ExamSheet> {
  const { result } = await api.get<Single<ExamSheet>>(`/graduates/${id}/exam-ratings/`);
  return result;
}

export function useExamRatings(id: number) {
  return useQuery({ queryKey: graduateKeys.exams(id), queryFn: () => getExamRatings(id), enabled: id > 0 });
}

/** `rating: null` clears a cell; errors under `ratings.N.rating`, N indexing the body. */
export async function saveExamRatings(id: number, ratings: ExamRatingEntry[]): Promise<ExamSheet> {
  const { result } = await api.put<Single<ExamSheet>>(`/graduates/${id}/exam-ratings/`, { ratings });
  return result;
}

export function useSaveExamRatings(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ratings: ExamRatingEntry[]) => saveExamRatings(id, ratings),
    onSuccess: async (sheet) => {
      queryClient.setQueryData(graduateKeys.exams(id), sheet);
      // Readiness on the record follows the exams.
      await queryClient.invalidateQueries({ queryKey: graduateKeys.detail(id) });
    },
  });
}
