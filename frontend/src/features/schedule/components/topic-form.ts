import { sharedMessages } from '@/components/messages';
import type { FieldError } from '@/components/form/use-validated-form';
import type { LessonType, Topic, TopicWrite } from '../api/types';

export const MAX_TOPIC_HOURS = 1000;
export const MAX_TOPIC_ORDER = 10000;
export const MAX_TOPIC_NAME = 500;

export interface TopicFormValues {
  edu_subject_id: number | null;
  name: string;
  hours: string;
  lesson_type: LessonType | null;
  order: string;
}

export const emptyTopic = (subjectId: number | null): TopicFormValues => ({ edu_subject_id: subjectId, name: '', hours: '2', lesson_type: null, order: '' });

export const topicValues = (topic: Topic): TopicFormValues => ({
  edu_subject_id: topic.edu_subject_id,
  name: topic.name,
  hours: String(topic.hours),
  lesson_type: topic.lesson_type,
  order: String(topic.order),
});

const inRange = (value: string, max: number) => /^\d+$/.test(value) && Number(value) >= 1 && Number(value) <= max;

export function validateTopic(values: TopicFormValues): Partial<Record<keyof TopicFormValues, FieldError>> {
  const errors: Partial<Record<keyof TopicFormValues, FieldError>> = {};
  if (values.edu_subject_id === null) errors.edu_subject_id = { message: sharedMessages.required };
  if (!values.name.trim()) errors.name = { message: sharedMessages.required };
  else if (values.name.trim().length > MAX_TOPIC_NAME) errors.name = { message: sharedMessages.maxLength, values: { max: MAX_TOPIC_NAME } };
  if (!inRange(values.hours, MAX_TOPIC_HOURS)) errors.hours = { message: sharedMessages.range, values: { min: 1, max: MAX_TOPIC_HOURS } };
  if (values.lesson_type === null) errors.lesson_type = { message: sharedMessages.required };
  if (!inRange(values.order, MAX_TOPIC_ORDER)) errors.order = { message: sharedMessages.range, values: { min: 1, max: MAX_TOPIC_ORDER } };
  return errors;
}

export function topicWrite(values: TopicFormValues, version?: number): TopicWrite {
  const body: TopicWrite = {
    edu_subject_id: values.edu_subject_id ?? 0,
    name: values.name.trim(),
    hours: Number(values.hours),
    lesson_type: values.lesson_type ?? 'LECTURE',
    order: Number(values.order),
    version: version ?? null,
  };
  return body;
}
