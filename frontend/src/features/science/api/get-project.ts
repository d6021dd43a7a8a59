import { useQuery } from '@tanstack/react-query';
import { api, type Single } from '@/api/client';
import { scienceKeys, type Project } from './types';

export async function getProject(id: number): Promise<Project> {
  const { result } = await api.get<Single<Project>>(`/science/projects/${id}/`);
  return result;
}

export function useProject(id: number) {
  return useQuery({ queryKey: scienceKeys.project(id), queryFn: () => getProject(id), enabled: id > 0 });
}
