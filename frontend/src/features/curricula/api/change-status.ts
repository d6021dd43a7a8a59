import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Single } from '@/api/client';
import { curriculumKeys, type CurriculumDetail } from './types';

/** The state machine's transitions and the path of each. */
export const STATUS_ACTIONS = {
  approve: 'approve',
  cancel: 'cancel',
  inactivate: 'inactive',
  archive: 'archive',
} as const;
export type StatusAction = keyof typeof STATUS_ACTIONS;

/**
 * An illegal transition answers 409 illegal_transition; approving an incomplete distribution 422
 * distribution_incomplete naming the subjects with hours left.
 */
export async function changeStatus(id: number, action: StatusAction, version: number): Promise<CurriculumDetail> {
  const { result } = await api.post<Single<CurriculumDetail>>(`/curriculums/${id}/${STATUS_ACTIONS[action]}/`, { version });
  return result;
}

export function useChangeStatus(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, version }: { action: StatusAction; version: number }) => changeStatus(id, action, version),
    onSuccess: (curriculum) => {
      queryClient.setQueryData(curriculumKeys.detail(id), curriculum);
      return queryClient.invalidateQueries({ queryKey: [...curriculumKeys.all, 'list'] });
    },
  });
}
