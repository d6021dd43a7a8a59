/**
 * The personal identification number (PINFL, JSHSHIR) as API.md describes it: 14 digits; digit 1
 * century and sex (1/2 1800s, 3/4 1900s, 5/6 2000s; odd male, even female), digits 2-7 the birth
 * date as DDMMYY, digit 14 a check digit: the first 13 digits weighted 7, 3, 1, 7, 3, 1, …
 * summed, modulo 10. The server applies the same rules; the form checks them first.
 */
import dayjs from 'dayjs';

export type PinflProblem = 'required' | 'format' | 'checksum' | 'birth_date';

export interface PinflFacts {
  /** YYYY-MM-DD. */
  birthDate: string;
  /** 1 male, 2 female. */
  gender: 1 | 2;
}

export type PinflCheck = { ok: true; facts: PinflFacts } | { ok: false; problem: PinflProblem };

const WEIGHTS = [7, 3, 1];
const CENTURIES: Record<number, number> = { 1: 1800, 2: 1800, 3: 1900, 4: 1900, 5: 2000, 6: 2000 };

export function pinflCheckDigit(firstThirteen: readonly number[]): number {
  return firstThirteen.reduce((sum, digit, index) => sum + digit * WEIGHTS[index % 3]!, 0) % 10;
}

/** 13 digits completed with their check digit (test data, examples). */
export function withCheckDigit(firstThirteen: string): string {
  return `${firstThirteen}${pinflCheckDigit([...firstThirteen].map(Number))}`;
}

export function checkPinfl(value: string): PinflCheck {
  const text = value.trim();
  if (!text) return { ok: false, problem: 'required' };
  if (!/^\d{14}$/.test(text)) return { ok: false, problem: 'format' };
  const digits = [...text].map(Number);
  if (pinflCheckDigit(digits.slice(0, 13)) !== digits[13]) return { ok: false, problem: 'checksum' };
  const century = CENTURIES[digits[0]!];
  if (century === undefined) return { ok: false, problem: 'birth_date' };
  const birthDate = `${century + Number(text.slice(5, 7))}-${text.slice(3, 5)}-${text.slice(1, 3)}`;
  const day = dayjs(birthDate);
  if (!day.isValid() || day.format('YYYY-MM-DD') !== birthDate) return { ok: false, problem: 'birth_date' };
  return { ok: true, facts: { birthDate, gender: digits[0]! % 2 === 1 ? 1 : 2 } };
}
