/** What the lesson dialog picks from: the group's subjects, the teachers of a subject, rooms and class hours. */
import { useQuery } from '@tanstack/react-query';
import { api, type List } from '@/api/client';
import { STALE_TIME } from '@/lib/query-client';
import { scheduleKeys, type ClassHour, type GroupSubject, type Room, type Teacher } from './types';

const ALL = { page: 1, limit: 10000 };

/** The subjects the group's curriculum places in its current semester. */
export function getGroupSubjects(groupId: number): Promise<List<GroupSubject>> {
  return api.get<List<GroupSubject>>(`/edu-groups/${groupId}/subjects/`);
}

export function useGroupSubjects(groupId: number) {
  return useQuery({ queryKey: scheduleKeys.groupSubjects(groupId), queryFn: () => getGroupSubjects(groupId), enabled: groupId > 0 });
}

/** Teachers holding a teaching position with the subject (every teacher before one is chosen). */
export function getTeachers(subjectId: number): Promise<List<Teacher>> {
  return api.get<List<Teacher>>('/staffs/teachers/', { ...ALL, edu_subject_id: subjectId > 0 ? subjectId : undefined });
}

export function useTeachers(subjectId: number) {
  return useQuery({ queryKey: scheduleKeys.teachers(subjectId), queryFn: () => getTeachers(subjectId), staleTime: STALE_TIME.long });
}

export function getRooms(): Promise<List<Room>> {
  return api.get<List<Room>>('/rooms/', ALL);
}

export function useRooms() {
  return useQuery({ queryKey: scheduleKeys.rooms, queryFn: getRooms });
}

export function getClassHours(): Promise<List<ClassHour>> {
  return api.get<List<ClassHour>>('/class-hours/', ALL);
}

export function useClassHours() {
  return useQuery({ queryKey: scheduleKeys.classHours, queryFn: getClassHours });
}
