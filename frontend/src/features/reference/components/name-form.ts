/** The multilingual name every reference form has: uz required, ru and en optional, 255 at most. */
import { sharedMessages } from '@/components/messages';
import type { FieldError } from '@/components/form/use-validated-form';
import type { Name } from '../api/types';

export const NAME_MAX_LENGTH = 255;
export const NAME_FIELDS = ['name_uz', 'name_ru', 'name_en'] as const;
export type NameField = (typeof NAME_FIELDS)[number];
export type NameValues = Record<NameField, string>;

/** What a name field lets be typed: one more than allowed, so that the form can say so. */
export const NAME_INPUT_MAX_LENGTH = NAME_MAX_LENGTH + 1;

export const emptyName: NameValues = { name_uz: '', name_ru: '', name_en: '' };

export function nameValues(name: Name): NameValues {
  return { name_uz: name.uz ?? '', name_ru: name.ru ?? '', name_en: name.en ?? '' };
}

export function validateName(values: NameValues): Partial<Record<NameField, FieldError>> {
  const errors: Partial<Record<NameField, FieldError>> = {};
  for (const field of NAME_FIELDS) {
    if (values[field].trim().length > NAME_MAX_LENGTH) errors[field] = { message: sharedMessages.maxLength, values: { max: NAME_MAX_LENGTH } };
  }
  if (!values.name_uz.trim()) errors.name_uz = { message: sharedMessages.required };
  return errors;
}

export function nameBody(values: NameValues): Name {
  return { uz: values.name_uz.trim(), ru: values.name_ru.trim(), en: values.name_en.trim() };
}
