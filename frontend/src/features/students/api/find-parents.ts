import { useQuery } from '@tanstack/react-query';
import { api } from '@/api/client';
import { parentsOf, type ParentsAnswer } from './parent-list';
import { studentKeys, type ParentDto } from './types';

/** The parent whose login or PINFL is exactly `search` (none or one). */
export async function findParents(search: string): Promise<ParentDto[]> {
  return parentsOf(await api.get<ParentsAnswer>('/parents/', { search }));
}

export function useFindParents(search: string) {
  return useQuery({ queryKey: studentKeys.parentSearch(search), queryFn: () => findParents(search), enabled: search !== '', staleTime: 0 });
}
