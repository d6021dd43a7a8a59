import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Single } from '@/api/client';
import { teacherKeys, type Topic, type TopicWrite } from './types';

/** A topic of one of the teacher's subjects; 422 under edu_subject_id for another subject. */
export async function createTopic(body: TopicWrite): Promise<Topic> {
  const { result } = await api.post<Single<Topic>>('/teachers/topics/', body);
  return result;
}

/** A stale version answers 409. */
export async function updateTopic(id: number, body: TopicWrite): Promise<Topic> {
  const { result } = await api.put<Single<Topic>>(`/teachers/topics/${id}/`, body);
  return result;
}

/** 409 while a held lesson has the topic recorded. */
export function deleteTopic(id: number): Promise<void> {
  return api.delete(`/teachers/topics/${id}/`);
}

export function useSaveTopic(id: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TopicWrite) => (id ? updateTopic(id, body) : createTopic(body)),
    // The form shows the refusal, under its field or above the fields.
    meta: { notifyError: false },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teacherKeys.all }),
  });
}

export function useDeleteTopic() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTopic,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teacherKeys.all }),
  });
}
