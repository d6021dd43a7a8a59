/** Values, checks and request body of the defence form. */
import dayjs, { type Dayjs } from 'dayjs';
import type { FieldError } from '@/components/form/use-validated-form';
import { sharedMessages } from '@/components/messages';
import type { Defence, DefenceWrite } from '../api/types';
import { scienceMessages } from '../messages';

export const COUNCIL_MAX_LENGTH = 255;
export const NUMBER_MAX_LENGTH = 64;

export interface DefenceFormValues {
  doctoral_student_id: number | null;
  date: Dayjs | null;
  council: string;
  diploma_number: string;
  register_number: string;
}

export type DefenceFormErrors = Partial<Record<keyof DefenceFormValues, FieldError>>;

export function emptyDefenceForm(student: number | null): DefenceFormValues {
  return { doctoral_student_id: student, date: null, council: '', diploma_number: '', register_number: '' };
}

export function fromDefence(defence: Defence): DefenceFormValues {
  return {
    doctoral_student_id: defence.doctoral_student_id,
    date: dayjs(defence.date),
    council: defence.council,
    diploma_number: defence.diploma_number,
    register_number: defence.register_number,
  };
}

/** The server's rules: a student, a date not after `today`, the council and both numbers. */
export function validateDefenceForm(values: DefenceFormValues, today: Dayjs): DefenceFormErrors {
  const errors: DefenceFormErrors = {};
  const required = { message: sharedMessages.required };
  if (values.doctoral_student_id === null) errors.doctoral_student_id = required;
  if (!values.date?.isValid()) errors.date = required;
  else if (values.date.isAfter(today, 'day')) errors.date = { message: scienceMessages.defenceFuture };
  const text = [
    ['council', COUNCIL_MAX_LENGTH],
    ['diploma_number', NUMBER_MAX_LENGTH],
    ['register_number', NUMBER_MAX_LENGTH],
  ] as const;
  for (const [field, max] of text) {
    const value = values[field].trim();
    if (!value) errors[field] = required;
    else if (value.length > max) errors[field] = { message: sharedMessages.maxLength, values: { max } };
  }
  return errors;
}

export function toDefenceBody(values: DefenceFormValues, version?: number): DefenceWrite {
  const body: DefenceWrite = {
    doctoral_student_id: values.doctoral_student_id ?? 0,
    date: values.date?.isValid() ? values.date.format('YYYY-MM-DD') : '',
    council: values.council.trim(),
    diploma_number: values.diploma_number.trim(),
    register_number: values.register_number.trim(),
  };
  if (version !== undefined) body.version = version;
  return body;
}

export const DEFENCE_CONFLICTS = { defence_recorded: 'doctoral_student_id' } as const;
