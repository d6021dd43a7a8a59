import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Single } from '@/api/client';
import { scienceKeys, type Project, type ProjectWrite } from './types';

export async function createProject(body: ProjectWrite): Promise<Project> {
  const { result } = await api.post<Single<Project>>('/science/projects/', body);
  return result;
}

export function useCreateProject() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createProject, onSuccess: () => queryClient.invalidateQueries({ queryKey: scienceKeys.all }) });
}
