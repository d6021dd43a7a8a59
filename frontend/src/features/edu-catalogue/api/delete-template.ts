import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/client';
import { templateKeys } from './types';

/** A model curriculum that curricula were made from answers 409 still_referenced. */
export function deleteTemplate(id: number): Promise<void> {
  return api.delete(`/curriculum-templates/${id}/`);
}

export function useDeleteTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTemplate,
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: templateKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: templateKeys.all });
    },
  });
}
