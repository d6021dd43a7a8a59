/** The timetable (/schedules/) and the teacher module (/teachers/), as the generated contract names them. */
import type { ListItem, Result, Schemas } from '@/api/contract';

/** A subject the group studies in its current semester (GET /edu-groups/{id}/subjects/). */
export type GroupSubject = ListItem<'/api/v1/edu-groups/{id}/subjects/'>;
export type ClassHour = ListItem<'/api/v1/class-hours/'>;
export type Room = ListItem<'/api/v1/rooms/'>;
/** Staff holding a teaching position (GET /staffs/teachers/); `teacher_id` is its id. */
export type Teacher = ListItem<'/api/v1/staffs/teachers/'>;

export type LessonType = Schemas['LessonTypeCode'];
export const LESSON_TYPES = ['LECTURE', 'PRACTICE', 'LAB', 'SEMINAR'] as const satisfies readonly LessonType[];

/** 1 (Monday) to 6 (Saturday): the days a weekly lesson may fall on. */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6] as const;

export type LessonGroup = Schemas['LessonGroupDto'];
export type LessonSubject = Schemas['LessonSubjectDto'];
export type LessonTeacher = Schemas['LessonTeacherDto'];
export type LessonRoom = Schemas['LessonRoomDto'];
export type LessonClassHour = Schemas['LessonClassHourDto'];

/** A weekly lesson (GET, POST, PUT /schedules/). */
export type Schedule = Result<'/api/v1/schedules/{id}/'>;

/** What POST and PUT /schedules/ take; `version` by PUT only; dates default to the semester's. */
export type ScheduleWrite = Schemas['ScheduleWriteDto'];

/** `day`: that date only; `until_end`: that date and every later one of the semester. */
export type DeleteScope = 'day' | 'until_end';

/** A month calendar (GET /schedules/calendar/, GET /teachers/class-schedule/). */
export type Calendar = Result<'/api/v1/schedules/calendar/'>;
export type CalendarDay = Schemas['CalendarDayDto'];
export type CalendarLesson = Schemas['CalendarLessonDto'];
/** An exam of a calendar day (a midterm, a final or a retake). */
export type CalendarExam = Schemas['ExamDto'];

/** Whose month a calendar shows. */
export type CalendarTarget = { edu_group_id: number } | { teacher_id: number } | { room_id: number };

export type TeacherSubject = Schemas['TeacherSubjectDto'];
export type Topic = ListItem<'/api/v1/teachers/topics/'>;
export type TopicWrite = Schemas['TopicWriteDto'];
export type TeacherGroup = ListItem<'/api/v1/teachers/edu-groups/'>;
export type LessonTopic = Schemas['LessonTopicDto'];
export type HeldLesson = Schemas['HeldLessonDto'];
export type LessonJournal = Result<'/api/v1/teachers/edu-groups/{groupId}/edu_subjects/{subjectId}/lessons/'>;
export type AddTopicsWrite = Schemas['AddTopicsDto'];

export const scheduleKeys = {
  all: ['schedules'] as const,
  calendar: (target: CalendarTarget, month: string) => ['schedules', 'calendar', target, month] as const,
  detail: (id: number) => ['schedules', 'detail', id] as const,
  groupSubjects: (groupId: number) => ['schedules', 'group-subjects', groupId] as const,
  teachers: (subjectId: number) => ['schedules', 'teachers', subjectId] as const,
  rooms: ['schedules', 'rooms'] as const,
  classHours: ['schedules', 'class-hours'] as const,
};

export const teacherKeys = {
  all: ['teachers'] as const,
  classSchedule: (month: string) => ['teachers', 'class-schedule', month] as const,
  subjects: ['teachers', 'edu-subjects'] as const,
  topics: (params: object) => ['teachers', 'topics', params] as const,
  topic: (id: number) => ['teachers', 'topic', id] as const,
  groups: ['teachers', 'edu-groups'] as const,
  lessons: (groupId: number, subjectId: number) => ['teachers', 'lessons', groupId, subjectId] as const,
};
