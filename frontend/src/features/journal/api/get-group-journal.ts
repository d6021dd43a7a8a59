import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, type Single } from '@/api/client';
import { journalKeys, type GroupJournal } from './types';

/** Students × the lessons of one subject in a semester (the group's current one when left out). */
export async function getGroupJournal(groupId: number, subjectId: number, semester?: number): Promise<GroupJournal> {
  const { result } = await api.get<Single<GroupJournal>>(`/journal/groups/${groupId}/`, { edu_subject_id: subjectId, semester });
  return result;
}

export function useGroupJournal(groupId: number, subjectId: number, semester?: number) {
  return useQuery({
    queryKey: journalKeys.group(groupId, subjectId, semester),
    queryFn: () => getGroupJournal(groupId, subjectId, semester),
    enabled: groupId > 0 && subjectId > 0,
    placeholderData: keepPreviousData,
  });
}
