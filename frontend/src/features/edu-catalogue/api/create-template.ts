import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Single } from '@/api/client';
import { templateKeys, type CurriculumTemplate, type CurriculumTemplateWrite } from './types';

/**
 * Semesters outside 1..12 (a lyceum at most 4), no subject, a repeated subject or hours outside
 * 1..10000 answer 422 with field errors (`subjects.<row>.study_hours`, ...).
 */
export async function createTemplate(body: CurriculumTemplateWrite): Promise<CurriculumTemplate> {
  const { result } = await api.post<Single<CurriculumTemplate>>('/curriculum-templates/', body);
  return result;
}

export function useCreateTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTemplate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: templateKeys.all }),
  });
}
