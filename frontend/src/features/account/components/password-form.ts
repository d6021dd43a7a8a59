/** Values and checks of the password change; the server checks the rest (the current password, the username). */
import { sharedMessages } from '@/components/messages';
import type { FieldError } from '@/components/form/use-validated-form';
import { accountMessages } from '../messages';
import type { PasswordChange } from '../api/types';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export interface PasswordFormValues {
  current_password: string;
  new_password: string;
  repeat_password: string;
}

export const emptyPasswordForm: PasswordFormValues = { current_password: '', new_password: '', repeat_password: '' };

export function validatePasswordForm(values: PasswordFormValues): Partial<Record<keyof PasswordFormValues, FieldError>> {
  const errors: Partial<Record<keyof PasswordFormValues, FieldError>> = {};
  const required = { message: sharedMessages.required };
  if (!values.current_password) errors.current_password = required;
  const length = values.new_password.length;
  if (!values.new_password) errors.new_password = required;
  else if (length < PASSWORD_MIN_LENGTH || length > PASSWORD_MAX_LENGTH) errors.new_password = { message: accountMessages.policy };
  if (!values.repeat_password) errors.repeat_password = required;
  else if (values.repeat_password !== values.new_password) errors.repeat_password = { message: accountMessages.mismatch };
  return errors;
}

export function toPasswordChange(values: PasswordFormValues): PasswordChange {
  return { current_password: values.current_password, new_password: values.new_password };
}
