/** Values, checks and request bodies of the Portal card's forms: a student's login and a new parent. */
import type { FieldError } from '@/components/form/use-validated-form';
import { sharedMessages } from '@/components/messages';
import { checkPinfl } from '@/lib/pinfl';
import type { ParentWrite, StudentAccountWrite } from '../api/types';
import { studentMessages } from '../messages';

export const PASSWORD_MIN_LENGTH = 8;
const USERNAME_MAX_LENGTH = 150;

export interface AccountFormValues {
  username: string;
  password: string;
}

export interface ParentFormValues extends AccountFormValues {
  name: string;
  pinfl: string;
}

/** A username taken by another account, or a PINFL of one, is about that field. */
export const ACCOUNT_CONFLICTS = { username_taken: 'username' } as const;
export const PARENT_CONFLICTS = { ...ACCOUNT_CONFLICTS, pinfl_taken: 'pinfl' } as const;

export const emptyAccountForm: AccountFormValues = { username: '', password: '' };
export const emptyParentForm: ParentFormValues = { username: '', password: '', name: '', pinfl: '' };

export function validateAccountForm(values: AccountFormValues): Partial<Record<keyof AccountFormValues, FieldError>> {
  const errors: Partial<Record<keyof AccountFormValues, FieldError>> = {};
  const username = values.username.trim();
  if (!username) errors.username = { message: sharedMessages.required };
  else if (username.length > USERNAME_MAX_LENGTH) errors.username = { message: sharedMessages.maxLength, values: { max: USERNAME_MAX_LENGTH } };
  if (!values.password) errors.password = { message: sharedMessages.required };
  else if (values.password.length < PASSWORD_MIN_LENGTH) errors.password = { message: sharedMessages.minLength, values: { min: PASSWORD_MIN_LENGTH } };
  return errors;
}

export function validateParentForm(values: ParentFormValues): Partial<Record<keyof ParentFormValues, FieldError>> {
  const errors: Partial<Record<keyof ParentFormValues, FieldError>> = validateAccountForm(values);
  if (!values.name.trim()) errors.name = { message: sharedMessages.required };
  if (values.pinfl.trim()) {
    const check = checkPinfl(values.pinfl);
    if (!check.ok) errors.pinfl = { message: check.problem === 'checksum' ? studentMessages.pinflChecksum : sharedMessages.pinfl };
  }
  return errors;
}

export function toAccountBody(values: AccountFormValues): StudentAccountWrite {
  return { username: values.username.trim(), password: values.password };
}

export function toParentBody(values: ParentFormValues, studentId: number): ParentWrite {
  return { username: values.username.trim(), name: values.name.trim(), password: values.password, pinfl: values.pinfl.trim() || null, student_id: studentId };
}
