/** Values, validation and request body of the user form. */
import type { MessageDescriptor } from 'react-intl';
import { sharedMessages } from '@/components/messages';
import { userMessages } from '../messages';
import type { User, UserWrite } from '../api/types';

export const PASSWORD_MIN_LENGTH = 8;
export const NAME_MAX_LENGTH = 255;
const PINFL_PATTERN = /^\d{14}$/;

export interface UserFormValues {
  name: string;
  username: string;
  password: string;
  pinfl: string;
  roles: number[];
  institution_ids: number[];
  is_active: boolean;
}

export type UserFormErrors = Partial<Record<keyof UserFormValues, { message: MessageDescriptor; values?: Record<string, string | number> }>>;

export const emptyUserForm: UserFormValues = {
  name: '',
  username: '',
  password: '',
  pinfl: '',
  roles: [],
  institution_ids: [],
  is_active: true,
};

export function fromUser(user: User): UserFormValues {
  return {
    name: user.name,
    username: user.username,
    password: '',
    pinfl: user.pinfl ?? '',
    roles: user.roles.map((role) => role.id),
    institution_ids: user.institutions.map((institution) => institution.id),
    is_active: user.is_active,
  };
}

/** mode 'create' requires a password; on 'update' an empty password keeps the old one. */
export function validateUserForm(values: UserFormValues, mode: 'create' | 'update'): UserFormErrors {
  const errors: UserFormErrors = {};
  const required = { message: sharedMessages.required };
  if (!values.name.trim()) errors.name = required;
  else if (values.name.trim().length > NAME_MAX_LENGTH)
    errors.name = { message: sharedMessages.maxLength, values: { max: NAME_MAX_LENGTH } };
  if (!values.username.trim()) errors.username = required;
  if (mode === 'create' && !values.password) errors.password = required;
  else if (values.password && values.password.length < PASSWORD_MIN_LENGTH)
    errors.password = { message: sharedMessages.minLength, values: { min: PASSWORD_MIN_LENGTH } };
  if (values.pinfl && !PINFL_PATTERN.test(values.pinfl)) errors.pinfl = { message: sharedMessages.pinfl };
  if (values.roles.length === 0) errors.roles = { message: sharedMessages.minItems, values: { min: 1 } };
  return errors;
}

export function toUserBody(values: UserFormValues, version?: number): UserWrite {
  const body: UserWrite = {
    name: values.name.trim(),
    username: values.username.trim(),
    roles: values.roles,
    institution_ids: values.institution_ids,
    pinfl: values.pinfl || null,
    is_active: values.is_active,
  };
  if (values.password) body.password = values.password;
  if (version !== undefined) body.version = version;
  return body;
}

export const fieldLabels: Record<keyof UserFormValues, MessageDescriptor> = {
  name: userMessages.name,
  username: userMessages.username,
  password: userMessages.password,
  pinfl: userMessages.pinfl,
  roles: userMessages.roles,
  institution_ids: userMessages.institutions,
  is_active: userMessages.isActive,
};
