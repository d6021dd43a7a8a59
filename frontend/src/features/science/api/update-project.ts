import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Single } from '@/api/client';
import { scienceKeys, type Project, type ProjectWrite } from './types';

/** PUT with the version read: a stale version or a number another project has answers 409. */
export async function updateProject(id: number, body: ProjectWrite): Promise<Project> {
  const { result } = await api.put<Single<Project>>(`/science/projects/${id}/`, body);
  return result;
}

export function useUpdateProject(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProjectWrite) => updateProject(id, body),
    onSuccess: (saved) => {
      queryClient.setQueryData(scienceKeys.project(id), saved);
      return queryClient.invalidateQueries({ queryKey: scienceKeys.all });
    },
  });
}
