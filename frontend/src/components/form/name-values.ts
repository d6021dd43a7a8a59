/**
 * The multilingual name a form edits: Uzbek (required), Uzbek in Cyrillic, Russian and English,
 * each at most 255 characters. The Cyrillic form is optional: left empty, the Cyrillic interface
 * transliterates the Uzbek one.
 */
import type { Multilingual } from '@/api/types';
import { sharedMessages } from '../messages';
import type { FieldError } from './use-validated-form';

export const NAME_MAX_LENGTH = 255;

/** What a name field lets be typed: one more than allowed, so that the form can say so. */
export const NAME_INPUT_MAX_LENGTH = NAME_MAX_LENGTH + 1;

export const NAME_FIELDS = ['name_uz', 'name_uz_cyrl', 'name_ru', 'name_en'] as const;
export type NameField = (typeof NAME_FIELDS)[number];
export type NameValues = Record<NameField, string>;

/** The fields of a name kept in Latin, Russian and English only (a diploma's qualification). */
export const LATIN_NAME_FIELDS = ['name_uz', 'name_ru', 'name_en'] as const;
export type LatinNameField = (typeof LATIN_NAME_FIELDS)[number];

/** The server names these fields as the request body nests them. */
export const NAME_SERVER_FIELDS: Readonly<Record<NameField, string>> = {
  name_uz: 'name.uz',
  name_uz_cyrl: 'name.uz_cyrl',
  name_ru: 'name.ru',
  name_en: 'name.en',
};

export const emptyName: NameValues = { name_uz: '', name_uz_cyrl: '', name_ru: '', name_en: '' };

export function nameValues(name: Partial<Multilingual> | string): NameValues {
  if (typeof name === 'string') return { ...emptyName, name_uz: name };
  return { name_uz: name.uz ?? '', name_uz_cyrl: name.uz_cyrl ?? '', name_ru: name.ru ?? '', name_en: name.en ?? '' };
}

/** The name as the server takes it; no Cyrillic form is sent as none (the server reads it as empty). */
export function nameBody(values: NameValues): Multilingual & { ru: string; en: string } {
  const name = { uz: values.name_uz.trim(), ru: values.name_ru.trim(), en: values.name_en.trim() };
  const cyrillic = values.name_uz_cyrl.trim();
  return cyrillic ? { ...name, uz_cyrl: cyrillic } : name;
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
