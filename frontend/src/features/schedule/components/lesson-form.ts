import type { Dayjs } from 'dayjs';
import dayjs from 'dayjs';
import { sharedMessages } from '@/components/messages';
import type { FieldError } from '@/components/form/use-validated-form';
import { DAY_FORMAT } from '@/lib/dates';
import type { LessonType, Schedule, ScheduleWrite } from '../api/types';
import { scheduleMessages } from '../messages';

export interface LessonFormValues {
  edu_subject_id: number | null;
  teacher_id: number | null;
  room_id: number | null;
  class_hour_id: number | null;
  weekday: number | null;
  lesson_type: LessonType | null;
  /** Empty for the whole group. */
  subgroup: string;
  start_date: Dayjs | null;
  end_date: Dayjs | null;
}

export type LessonFormErrors = Partial<Record<keyof LessonFormValues, FieldError>>;

export const emptyLesson = (weekday: number | null = null): LessonFormValues => ({
  edu_subject_id: null,
  teacher_id: null,
  room_id: null,
  class_hour_id: null,
  weekday,
  lesson_type: null,
  subgroup: '',
  start_date: null,
  end_date: null,
});

export function lessonValues(lesson: Schedule): LessonFormValues {
  return {
    edu_subject_id: lesson.edu_subject_id,
    teacher_id: lesson.teacher_id,
    room_id: lesson.room_id,
    class_hour_id: lesson.class_hour_id,
    weekday: lesson.weekday,
    lesson_type: lesson.lesson_type,
    subgroup: lesson.subgroup === null || lesson.subgroup === undefined ? '' : String(lesson.subgroup),
    start_date: dayjs(lesson.start_date),
    end_date: dayjs(lesson.end_date),
  };
}

const REQUIRED = ['edu_subject_id', 'teacher_id', 'room_id', 'class_hour_id', 'weekday', 'lesson_type'] as const;

/** Every choice but the subgroup and the dates is required; the dates, when both given, in order. */
export function validateLesson(values: LessonFormValues): LessonFormErrors {
  const errors: LessonFormErrors = {};
  for (const key of REQUIRED) if (values[key] === null) errors[key] = { message: sharedMessages.required };
  if (values.subgroup !== '' && !/^[1-9]\d?$/.test(values.subgroup)) errors.subgroup = { message: sharedMessages.required };
  if (values.start_date && !values.start_date.isValid()) errors.start_date = { message: sharedMessages.required };
  if (values.end_date && !values.end_date.isValid()) errors.end_date = { message: sharedMessages.required };
  if (values.start_date?.isValid() && values.end_date?.isValid() && values.end_date.isBefore(values.start_date, 'day')) {
    errors.end_date = { message: scheduleMessages.endAfterStart };
  }
  return errors;
}

/** The body of POST or PUT /schedules/ from values that passed validateLesson. */
export function lessonWrite(groupId: number, values: LessonFormValues, version?: number): ScheduleWrite {
  const body: ScheduleWrite = {
    edu_group_id: groupId,
    subgroup: values.subgroup === '' ? null : Number(values.subgroup),
    edu_subject_id: values.edu_subject_id ?? 0,
    teacher_id: values.teacher_id ?? 0,
    room_id: values.room_id ?? 0,
    weekday: values.weekday ?? 0,
    class_hour_id: values.class_hour_id ?? 0,
    lesson_type: values.lesson_type ?? 'LECTURE',
    start_date: values.start_date?.isValid() ? values.start_date.format(DAY_FORMAT) : null,
    end_date: values.end_date?.isValid() ? values.end_date.format(DAY_FORMAT) : null,
    version: version ?? null,
  };
  return body;
}
