import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Single } from '@/api/client';
import { examKeys, sheetKeys, type Exam, type ExamWrite } from './types';

/** Creates the exam, or moves the one with `id` (its `version` in the body). */
export async function saveExam({ id, body }: { id?: number; body: ExamWrite }): Promise<Exam> {
  const { result } = id ? await api.put<Single<Exam>>(`/exams/${id}/`, body) : await api.post<Single<Exam>>('/exams/', body);
  return result;
}

export function useSaveExam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveExam,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: examKeys.all });
      void queryClient.invalidateQueries({ queryKey: sheetKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['schedules'] });
    },
  });
}
