import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Single } from '@/api/client';
import { teacherKeys, type AddTopicsWrite } from './types';

/**
 * Records what a held lesson covered, replacing what was recorded; 422 under date
 * (lesson_in_future) for a lesson still to come, 422 lesson_not_held, 422 under topic_ids.
 */
export async function addTopics(groupId: number, subjectId: number, body: AddTopicsWrite): Promise<AddTopicsWrite> {
  const { result } = await api.post<Single<AddTopicsWrite>>(`/teachers/edu-groups/${groupId}/edu_subjects/${subjectId}/add-topics/`, body);
  return result;
}

export function useAddTopics(groupId: number, subjectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AddTopicsWrite) => addTopics(groupId, subjectId, body),
    meta: { notifyError: false },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teacherKeys.all }),
  });
}
