/** The multilingual name every catalogue form has, and the number checks they share. */
import type { Multilingual } from '@/api/types';
import type { FieldError } from '@/components/form/use-validated-form';
import { sharedMessages } from '@/components/messages';

export type { FieldError };

export const NAME_MAX_LENGTH = 255;

export interface NameValues {
  name_uz: string;
  name_ru: string;
  name_en: string;
}

export type NameField = keyof NameValues;
export const NAME_FIELDS: readonly NameField[] = ['name_uz', 'name_ru', 'name_en'];

/** The server names these fields as the request body nests them. */
export const NAME_SERVER_FIELDS: Readonly<Record<NameField, string>> = { name_uz: 'name.uz', name_ru: 'name.ru', name_en: 'name.en' };

export const emptyName: NameValues = { name_uz: '', name_ru: '', name_en: '' };

export function fromName(name: Multilingual | string): NameValues {
  if (typeof name === 'string') return { name_uz: name, name_ru: '', name_en: '' };
  return { name_uz: name.uz ?? '', name_ru: name.ru ?? '', name_en: name.en ?? '' };
}

export function toName(values: NameValues): Multilingual {
  return { uz: values.name_uz.trim(), ru: values.name_ru.trim(), en: values.name_en.trim() };
}

/** uz is required; every language at most 255 characters. */
export function validateName(values: NameValues): Partial<Record<NameField, FieldError>> {
  const errors: Partial<Record<NameField, FieldError>> = {};
  for (const field of NAME_FIELDS) {
    if (values[field].trim().length > NAME_MAX_LENGTH) errors[field] = { message: sharedMessages.maxLength, values: { max: NAME_MAX_LENGTH } };
  }
  if (!values.name_uz.trim()) errors.name_uz = { message: sharedMessages.required };
  return errors;
}

/** A whole number written in full, or null. */
export function parseWhole(text: string): number | null {
  const trimmed = text.trim();
  return /^\d+$/.test(trimmed) ? Number(trimmed) : null;
}

/** Required, whole, within min..max. */
export function rangeError(text: string, min: number, max: number): FieldError | undefined {
  if (!text.trim()) return { message: sharedMessages.required };
  const value = parseWhole(text);
  if (value === null || value < min || value > max) return { message: sharedMessages.range, values: { min, max } };
  return undefined;
}
