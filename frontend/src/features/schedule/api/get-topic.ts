import { useQuery } from '@tanstack/react-query';
import { api, type Single } from '@/api/client';
import { teacherKeys, type Topic } from './types';

export async function getTopic(id: number): Promise<Topic> {
  const { result } = await api.get<Single<Topic>>(`/teachers/topics/${id}/`);
  return result;
}

export function useTopic(id: number) {
  return useQuery({ queryKey: teacherKeys.topic(id), queryFn: () => getTopic(id), enabled: id > 0, staleTime: 0 });
}
