import { useQuery } from '@tanstack/react-query';
import { api, type Single } from '@/api/client';
import { teacherKeys, type LessonJournal } from './types';

/** The lessons of a group and subject held up to today, with their topics and the counts; 404 unless the teacher has them. */
export async function getHeldLessons(groupId: number, subjectId: number): Promise<LessonJournal> {
  const { result } = await api.get<Single<LessonJournal>>(`/teachers/edu-groups/${groupId}/edu_subjects/${subjectId}/lessons/`);
  return result;
}

export function useHeldLessons(groupId: number, subjectId: number) {
  return useQuery({
    queryKey: teacherKeys.lessons(groupId, subjectId),
    queryFn: () => getHeldLessons(groupId, subjectId),
    enabled: groupId > 0 && subjectId > 0,
  });
}
