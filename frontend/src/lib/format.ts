/** Display formats of SPEC.md section 9: DD.MM.YYYY, HH:mm, amounts grouped by spaces. */
import dayjs from 'dayjs';
import type { Language, Multilingual } from '@/api/types';
import { toCyrillic } from './transliteration';

export const DATE_FORMAT = 'DD.MM.YYYY';
export const TIME_FORMAT = 'HH:mm';
export const DATE_TIME_FORMAT = `${DATE_FORMAT} ${TIME_FORMAT}`;
const EMPTY = '—';

export function formatDate(value: string | Date | null | undefined): string {
  if (!value) return EMPTY;
  const date = dayjs(value);
  return date.isValid() ? date.format(DATE_FORMAT) : EMPTY;
}

export function formatDateTime(value: string | Date | null | undefined): string {
  if (!value) return EMPTY;
  const date = dayjs(value);
  return date.isValid() ? date.format(DATE_TIME_FORMAT) : EMPTY;
}

/** 1234567.5 → "1 234 567,5": thousands grouped with spaces. */
export function formatAmount(value: number): string {
  const negative = value < 0;
  const [whole = '0', fraction] = Math.abs(value).toString().split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  return `${negative ? '-' : ''}${grouped}${fraction ? `,${fraction}` : ''}`;
}

/** 25000000050 (tiyin) → "250 000 000,50": whole minor units shown exactly, the tiyin only when there are any. */
export function formatMinor(minor: number): string {
  const whole = Math.trunc(minor / 100);
  const cents = Math.abs(minor % 100);
  return cents === 0 ? formatAmount(whole) : `${formatAmount(whole)},${String(cents).padStart(2, '0')}`;
}

/**
 * A multilingual name in the given language, falling back to Uzbek. In Uzbek Cyrillic: the name's
 * own Cyrillic form where one is stored, else the Uzbek one transliterated.
 */
export function localized(name: Partial<Multilingual> | string | null | undefined, language: Language): string {
  if (!name) return '';
  if (typeof name === 'string') return name;
  if (language === 'uz-Cyrl') return name.uz_cyrl || toCyrillic(name.uz ?? '');
  return name[language] || name.uz || '';
}
