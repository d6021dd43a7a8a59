import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Single } from '@/api/client';
import { templateKeys, type CurriculumTemplate, type CurriculumTemplateWrite } from './types';

/** PUT with the version read; a stale version answers 409. */
export async function updateTemplate(id: number, body: CurriculumTemplateWrite): Promise<CurriculumTemplate> {
  const { result } = await api.put<Single<CurriculumTemplate>>(`/curriculum-templates/${id}/`, body);
  return result;
}

export function useUpdateTemplate(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CurriculumTemplateWrite) => updateTemplate(id, body),
    onSuccess: (template) => {
      queryClient.setQueryData(templateKeys.detail(id), template);
      return queryClient.invalidateQueries({ queryKey: templateKeys.all });
    },
  });
}
