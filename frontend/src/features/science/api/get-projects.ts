import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, type List } from '@/api/client';
import type { ListParams } from '@/api/types';
import { scienceKeys, type Project } from './types';

/** Filters: institution_id (ministry), kind, year (running in it), foreign, staff_id; search: name or number; ordering id, name, date_from. */
export function getProjects(params: ListParams): Promise<List<Project>> {
  return api.get<List<Project>>('/science/projects/', params);
}

export function useProjects(params: ListParams, enabled = true) {
  return useQuery({ queryKey: scienceKeys.projects(params), queryFn: () => getProjects(params), placeholderData: keepPreviousData, enabled });
}
