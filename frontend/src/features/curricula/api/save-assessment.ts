import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Single } from '@/api/client';
import { curriculumKeys, type Assessment, type AssessmentWrite } from './types';

/**
 * Writes the plans sent under the curriculum's version, while it is NEW. 422 under
 * `plans.N.controls` (maxima that do not make up the scale), `plans.N.controls.M.max_points`,
 * `plans.N.credits` and the other fields, N and M indexing the body; 409 for another state.
 */
export async function saveAssessment(id: number, body: AssessmentWrite): Promise<Assessment> {
  const { result } = await api.put<Single<Assessment>>(`/curriculums/${id}/assessment/`, body);
  return result;
}

export function useSaveAssessment(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AssessmentWrite) => saveAssessment(id, body),
    // The editor places the refusals under the plans they name.
    meta: { notifyError: false },
    onSuccess: (assessment) => {
      queryClient.setQueryData(curriculumKeys.assessment(id), assessment);
      void queryClient.invalidateQueries({ queryKey: curriculumKeys.detail(id) });
    },
  });
}
