/** The multilingual name every catalogue form has, and the number checks they share. */
import type { FieldError } from '@/components/form/use-validated-form';
import { sharedMessages } from '@/components/messages';

export type { FieldError };

export {
  NAME_FIELDS,
  NAME_MAX_LENGTH,
  NAME_SERVER_FIELDS,
  emptyName,
  nameValues,
  nameBody,
  validateName,
  type NameField,
  type NameValues,
} from '@/components/form/name-values';

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
