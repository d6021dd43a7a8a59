import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type Single } from '@/api/client';
import { groupKeys, type Subgroup, type Subgroups } from './types';

/** The group's split for one subject; an empty list when it is not split yet. */
export async function getSubgroups(id: number, subjectId: number): Promise<Subgroups> {
  const { result } = await api.get<Single<Subgroups>>(`/edu-groups/${id}/subgroups/${subjectId}/`);
  return result;
}

export function useSubgroups(id: number, subjectId: number) {
  return useQuery({ queryKey: groupKeys.subgroups(id, subjectId), queryFn: () => getSubgroups(id, subjectId), enabled: id > 0 && subjectId > 0 });
}

/**
 * Replaces the split: every enrolled student in exactly one subgroup. Errors under `subgroups`,
 * `subgroups.N.name` and `subgroups.N.student_ids`.
 */
export async function saveSubgroups(id: number, subjectId: number, subgroups: Subgroup[]): Promise<Subgroups> {
  const { result } = await api.put<Single<Subgroups>>(`/edu-groups/${id}/subgroups/${subjectId}/`, { subgroups });
  return result;
}

export function useSaveSubgroups(id: number, subjectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (subgroups: Subgroup[]) => saveSubgroups(id, subjectId, subgroups),
    onSuccess: (saved) => queryClient.setQueryData(groupKeys.subgroups(id, subjectId), saved),
  });
}
