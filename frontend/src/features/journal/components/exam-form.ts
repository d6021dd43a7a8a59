/** Values, checks and request body of the exam form. */
import dayjs, { type Dayjs } from 'dayjs';
import type { FieldError } from '@/components/form/use-validated-form';
import { sharedMessages } from '@/components/messages';
import type { Exam, ExamControl, ExamWrite } from '../api/types';
import { examMessages } from '../messages';

export interface ExamFormValues {
  edu_group_id: number | null;
  semester: string;
  edu_subject_id: number | null;
  control: ExamControl;
  attempt: string;
  date: Dayjs | null;
  class_hour_id: number | null;
  room_id: number | null;
  examiner_id: number | null;
}

export function emptyExamForm(groupId: number | null): ExamFormValues {
  return {
    edu_group_id: groupId,
    semester: '',
    edu_subject_id: null,
    control: 'FINAL',
    attempt: '1',
    date: null,
    class_hour_id: null,
    room_id: null,
    examiner_id: null,
  };
}

export function fromExam(exam: Exam): ExamFormValues {
  return {
    edu_group_id: exam.edu_group_id,
    semester: String(exam.semester),
    edu_subject_id: exam.edu_subject_id,
    control: exam.control,
    attempt: String(exam.attempt),
    date: dayjs(exam.date),
    class_hour_id: exam.class_hour_id,
    room_id: exam.room_id,
    examiner_id: exam.examiner_id,
  };
}

export function validateExamForm(values: ExamFormValues): Partial<Record<keyof ExamFormValues, FieldError>> {
  const errors: Partial<Record<keyof ExamFormValues, FieldError>> = {};
  const required = { message: sharedMessages.required };
  for (const key of ['edu_group_id', 'edu_subject_id', 'class_hour_id', 'room_id', 'examiner_id'] as const) {
    if (values[key] === null) errors[key] = required;
  }
  if (!values.date?.isValid()) errors.date = required;
  else if (values.date.day() === 0) errors.date = { message: examMessages.sunday };
  if (values.control === 'MIDTERM' && values.attempt !== '1') errors.attempt = { message: examMessages.midtermRetake };
  return errors;
}

export function toExamBody(values: ExamFormValues, version?: number): ExamWrite {
  const body: ExamWrite = {
    edu_group_id: values.edu_group_id ?? 0,
    edu_subject_id: values.edu_subject_id ?? 0,
    control: values.control,
    attempt: Number(values.attempt),
    date: values.date?.isValid() ? values.date.format('YYYY-MM-DD') : '',
    class_hour_id: values.class_hour_id ?? 0,
    room_id: values.room_id ?? 0,
    examiner_id: values.examiner_id ?? 0,
    semester: values.semester ? Number(values.semester) : null,
    subgroup: null,
    version: version ?? null,
  };
  return body;
}
