/** Values, validation and request body of the subject form. */
import { sharedMessages } from '@/components/messages';
import type { Subject, SubjectWrite } from '../api/types';
import { emptyName, nameValues, parseWhole, rangeError, nameBody, validateName, type FieldError, type NameValues } from './name-fields';

export const CODE_MAX_LENGTH = 20;
export const MIN_HOURS = 1;
export const MAX_HOURS = 10000;

export interface SubjectFormValues extends NameValues {
  code: string;
  edu_subject_type_id: number | null;
  /** As typed, so that an empty or partial number can be told apart from 0. */
  study_hours: string;
}

export type SubjectFormErrors = Partial<Record<keyof SubjectFormValues, FieldError>>;

export const emptySubjectForm: SubjectFormValues = { ...emptyName, code: '', edu_subject_type_id: null, study_hours: '' };

export function fromSubject(subject: Subject): SubjectFormValues {
  return {
    ...nameValues(subject.name),
    code: subject.code,
    edu_subject_type_id: subject.edu_subject_type_id,
    study_hours: String(subject.study_hours),
  };
}

/** The server's rules: code 1..20 characters, a type, hours 1..10000. */
export function validateSubjectForm(values: SubjectFormValues): SubjectFormErrors {
  const errors: SubjectFormErrors = validateName(values);
  const code = values.code.trim();
  if (!code) errors.code = { message: sharedMessages.required };
  else if (code.length > CODE_MAX_LENGTH) errors.code = { message: sharedMessages.maxLength, values: { max: CODE_MAX_LENGTH } };
  if (values.edu_subject_type_id === null) errors.edu_subject_type_id = { message: sharedMessages.required };
  const hours = rangeError(values.study_hours, MIN_HOURS, MAX_HOURS);
  if (hours) errors.study_hours = hours;
  return errors;
}

/** Call after validateSubjectForm found nothing. */
export function toSubjectBody(values: SubjectFormValues, version?: number): SubjectWrite {
  const body: SubjectWrite = {
    code: values.code.trim(),
    name: nameBody(values),
    edu_subject_type_id: values.edu_subject_type_id ?? 0,
    study_hours: parseWhole(values.study_hours) ?? MIN_HOURS,
  };
  if (version !== undefined) body.version = version;
  return body;
}
