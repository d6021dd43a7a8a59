/** Values, validation and request body of the student form. */
import dayjs, { type Dayjs } from 'dayjs';
import type { MessageDescriptor } from 'react-intl';
import type { FieldError } from '@/components/form/use-validated-form';
import { sharedMessages } from '@/components/messages';
import { DAY_FORMAT } from '@/lib/dates';
import { checkPinfl, type PinflProblem } from '@/lib/pinfl';
import type { Student, StudentWrite } from '../api/types';
import { studentMessages } from '../messages';

export const FIO_MAX_LENGTH = 255;
export const SOCIAL_STATUS_MAX_LENGTH = 255;
const PASSPORT = /^[A-Z]{2}\d{7}$/;

export interface StudentFormValues {
  fio: string;
  pinfl: string;
  serial_number: string;
  birth_date: Dayjs | null;
  gender: number | null;
  social_status: string;
  edu_group_id: number | null;
}

export type StudentFormErrors = Partial<Record<keyof StudentFormValues, FieldError>>;

export const emptyStudentForm: StudentFormValues = {
  fio: '',
  pinfl: '',
  serial_number: '',
  birth_date: null,
  gender: null,
  social_status: '',
  edu_group_id: null,
};

export function fromStudentRecord(student: Student): StudentFormValues {
  const birth = dayjs(student.birth_date);
  return {
    fio: student.fio,
    pinfl: student.pinfl,
    serial_number: student.serial_number,
    birth_date: birth.isValid() ? birth : null,
    gender: student.gender,
    social_status: student.social_status ?? '',
    edu_group_id: student.edu_group_id,
  };
}

/** A PINFL typed whole fills the birth date and gender it carries, when they are still empty. */
export function withPinfl(values: StudentFormValues, pinfl: string): Partial<StudentFormValues> {
  const check = checkPinfl(pinfl);
  if (!check.ok) return { pinfl };
  return {
    pinfl,
    birth_date: values.birth_date ?? dayjs(check.facts.birthDate),
    gender: values.gender ?? check.facts.gender,
  };
}

const PINFL_MESSAGES: Record<PinflProblem, FieldError> = {
  required: { message: sharedMessages.required },
  format: { message: sharedMessages.pinfl },
  checksum: { message: studentMessages.pinflChecksum },
  birth_date: { message: studentMessages.pinflBirthDate },
};

/** The server's rules, checked first: the PINFL and what it says of birth date and gender, the passport's form. */
export function validateStudentForm(values: StudentFormValues): StudentFormErrors {
  const errors: StudentFormErrors = {};
  const required: FieldError = { message: sharedMessages.required };
  const fio = values.fio.trim();
  if (!fio) errors.fio = required;
  else if (fio.length > FIO_MAX_LENGTH) errors.fio = { message: sharedMessages.maxLength, values: { max: FIO_MAX_LENGTH } };
  const check = checkPinfl(values.pinfl);
  if (!check.ok) errors.pinfl = PINFL_MESSAGES[check.problem];
  const passport = values.serial_number.trim();
  if (!passport) errors.serial_number = required;
  else if (!PASSPORT.test(passport)) errors.serial_number = { message: studentMessages.passport };
  if (values.birth_date === null) errors.birth_date = required;
  else if (!values.birth_date.isValid()) errors.birth_date = { message: studentMessages.dateInvalid };
  else if (check.ok && values.birth_date.format(DAY_FORMAT) !== check.facts.birthDate) errors.birth_date = { message: studentMessages.disagreesWithPinfl };
  if (values.gender === null) errors.gender = required;
  else if (check.ok && values.gender !== check.facts.gender) errors.gender = { message: studentMessages.disagreesWithPinfl };
  if (values.social_status.length > SOCIAL_STATUS_MAX_LENGTH)
    errors.social_status = { message: sharedMessages.maxLength, values: { max: SOCIAL_STATUS_MAX_LENGTH } };
  if (values.edu_group_id === null) errors.edu_group_id = required;
  return errors;
}

/** Call after validateStudentForm found nothing. */
export function toStudentBody(values: StudentFormValues, version?: number): StudentWrite {
  const body: StudentWrite = {
    fio: values.fio.trim().replace(/\s+/g, ' '),
    pinfl: values.pinfl.trim(),
    serial_number: values.serial_number.trim(),
    birth_date: values.birth_date?.format(DAY_FORMAT) ?? '',
    gender: values.gender ?? 0,
    social_status: values.social_status.trim(),
    edu_group_id: values.edu_group_id ?? 0,
    // Read by PUT; a new student has none.
    version: version ?? null,
  };
  return body;
}

export const studentFieldLabels: Record<keyof StudentFormValues, MessageDescriptor> = {
  fio: studentMessages.fio,
  pinfl: studentMessages.pinfl,
  serial_number: studentMessages.serialNumber,
  birth_date: studentMessages.birthDate,
  gender: studentMessages.gender,
  social_status: studentMessages.socialStatus,
  edu_group_id: studentMessages.group,
};

/** A conflict about one field shown under it: a PINFL already of a living student. */
export const STUDENT_CODE_FIELDS = { pinfl_taken: 'pinfl', group_full: 'edu_group_id' } as const;
