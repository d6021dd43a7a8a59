/** Values, validation and request body of the group form. */
import type { MessageDescriptor } from 'react-intl';
import type { FieldError } from '@/components/form/use-validated-form';
import { sharedMessages } from '@/components/messages';
import type { EduForm, EduLanguage, Group, GroupWrite } from '../api/types';
import { groupMessages } from '../messages';
import { semestersOfCourse } from './labels';

export const NAME_MAX_LENGTH = 100;
export const MIN_YEAR = 1991;
export const MAX_YEAR = 2100;
export const MAX_STUDENTS = 500;

export interface GroupFormValues {
  name: string;
  course: number | null;
  current_semester: number | null;
  /** Numbers as typed. */
  number_of_students: string;
  opened_year: string;
  curriculum_id: number | null;
  edu_direction_id: number | null;
  edu_form: EduForm | '';
  edu_language: EduLanguage | '';
}

export type GroupFormErrors = Partial<Record<keyof GroupFormValues, FieldError>>;

export const emptyGroupForm: GroupFormValues = {
  name: '',
  course: null,
  current_semester: null,
  number_of_students: '',
  opened_year: '',
  curriculum_id: null,
  edu_direction_id: null,
  edu_form: '',
  edu_language: '',
};

export function fromGroupRecord(group: Group): GroupFormValues {
  return {
    name: group.name,
    course: group.course,
    current_semester: group.current_semester,
    number_of_students: String(group.number_of_students),
    opened_year: String(group.opened_year),
    curriculum_id: group.curriculum_id,
    edu_direction_id: group.edu_direction_id,
    edu_form: group.edu_form,
    edu_language: group.edu_language,
  };
}

function whole(text: string): number | null {
  const trimmed = text.trim();
  return /^\d+$/.test(trimmed) ? Number(trimmed) : null;
}

function range(text: string, min: number, max: number): FieldError | undefined {
  if (!text.trim()) return { message: sharedMessages.required };
  const value = whole(text);
  if (value === null || value < min || value > max) return { message: sharedMessages.range, values: { min, max } };
  return undefined;
}

/** A course change keeps the semester only when it is one of the new course's two. */
export function withCourse(values: GroupFormValues, course: number | null): Partial<GroupFormValues> {
  const keep = course !== null && values.current_semester !== null && semestersOfCourse(course).includes(values.current_semester);
  return { course, current_semester: keep ? values.current_semester : null };
}

/** The server's rules, checked first: every field required, the semester one of the course's. */
export function validateGroupForm(values: GroupFormValues): GroupFormErrors {
  const errors: GroupFormErrors = {};
  const required: FieldError = { message: sharedMessages.required };
  const name = values.name.trim();
  if (!name) errors.name = required;
  else if (name.length > NAME_MAX_LENGTH) errors.name = { message: sharedMessages.maxLength, values: { max: NAME_MAX_LENGTH } };
  if (values.course === null) errors.course = required;
  if (values.current_semester === null) errors.current_semester = required;
  else if (values.course !== null && !semestersOfCourse(values.course).includes(values.current_semester))
    errors.current_semester = { message: groupMessages.semesterHint };
  const students = range(values.number_of_students, 1, MAX_STUDENTS);
  if (students) errors.number_of_students = students;
  const year = range(values.opened_year, MIN_YEAR, MAX_YEAR);
  if (year) errors.opened_year = year;
  if (values.curriculum_id === null) errors.curriculum_id = required;
  if (values.edu_direction_id === null) errors.edu_direction_id = required;
  if (!values.edu_form) errors.edu_form = required;
  if (!values.edu_language) errors.edu_language = required;
  return errors;
}

/** Call after validateGroupForm found nothing. */
export function toGroupBody(values: GroupFormValues, version?: number): GroupWrite {
  return {
    name: values.name.trim(),
    course: values.course ?? 0,
    current_semester: values.current_semester ?? 0,
    number_of_students: whole(values.number_of_students) ?? 0,
    opened_year: whole(values.opened_year) ?? 0,
    curriculum_id: values.curriculum_id ?? 0,
    edu_direction_id: values.edu_direction_id ?? 0,
    // The form's checks have refused an empty choice.
    edu_form: values.edu_form as EduForm,
    edu_language: values.edu_language as EduLanguage,
    version: version ?? null,
  };
}

export const groupFieldLabels: Record<keyof GroupFormValues, MessageDescriptor> = {
  name: groupMessages.name,
  course: groupMessages.course,
  current_semester: groupMessages.semester,
  number_of_students: groupMessages.numberOfStudents,
  opened_year: groupMessages.openedYear,
  curriculum_id: groupMessages.curriculum,
  edu_direction_id: groupMessages.direction,
  edu_form: groupMessages.eduForm,
  edu_language: groupMessages.language,
};
