/** Values, validation and request body of the class-hour form; times are HH:mm on the wire. */
import dayjs, { type Dayjs } from 'dayjs';
import type { MessageDescriptor } from 'react-intl';
import { sharedMessages } from '@/components/messages';
import { TIME_FORMAT } from '@/lib/format';
import type { ClassHour, ClassHourWrite } from '../api/types';
import { classHourMessages } from '../messages';

export const MIN_NUMBER = 1;
export const MAX_NUMBER = 20;
const TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)$/;

export interface ClassHourFormValues {
  /** Chosen by a ministry-level role only; an institution-level role works in its own. */
  institution_id: number | null;
  /** As typed, so that an empty or partial number can be told apart from 0. */
  number: string;
  start_time: Dayjs | null;
  end_time: Dayjs | null;
}

export type FieldError = { message: MessageDescriptor; values?: Record<string, string | number> };
export type ClassHourFormErrors = Partial<Record<keyof ClassHourFormValues, FieldError>>;

/** "08:30" as a time of today, or null. */
export function parseTime(text: string | null | undefined): Dayjs | null {
  const match = text ? TIME_PATTERN.exec(text) : null;
  if (!match) return null;
  return dayjs().hour(Number(match[1])).minute(Number(match[2])).second(0).millisecond(0);
}

export function formatTime(value: Dayjs | null): string {
  return value && value.isValid() ? value.format(TIME_FORMAT) : '';
}

/** Minutes since midnight of an HH:mm text, or null. */
export function minutesOf(text: string): number | null {
  const match = TIME_PATTERN.exec(text);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

/** How long a period lasts, in minutes (null when either end is not a time). */
export function durationMinutes(start: string, end: string): number | null {
  const from = minutesOf(start);
  const to = minutesOf(end);
  return from === null || to === null ? null : to - from;
}

/** A new period: the number after the last one, times left to fill in. */
export function newClassHourForm(existing: readonly ClassHour[], institutionId: number | null): ClassHourFormValues {
  const next = existing.reduce((max, hour) => Math.max(max, hour.number), 0) + 1;
  return { institution_id: institutionId, number: next <= MAX_NUMBER ? String(next) : '', start_time: null, end_time: null };
}

export function fromClassHour(hour: ClassHour): ClassHourFormValues {
  return {
    institution_id: hour.institution_id,
    number: String(hour.number),
    start_time: parseTime(hour.start_time),
    end_time: parseTime(hour.end_time),
  };
}

function timeError(value: Dayjs | null): FieldError | undefined {
  if (value === null) return { message: sharedMessages.required };
  return value.isValid() ? undefined : { message: classHourMessages.invalidTime };
}

/** `ministry`: the role picks the institution, so it is required. */
export function validateClassHourForm(values: ClassHourFormValues, ministry: boolean): ClassHourFormErrors {
  const errors: ClassHourFormErrors = {};
  if (ministry && values.institution_id === null) errors.institution_id = { message: sharedMessages.required };
  const number = values.number.trim();
  if (!number) errors.number = { message: sharedMessages.required };
  else if (!/^\d+$/.test(number) || Number(number) < MIN_NUMBER || Number(number) > MAX_NUMBER)
    errors.number = { message: sharedMessages.range, values: { min: MIN_NUMBER, max: MAX_NUMBER } };
  const start = timeError(values.start_time);
  if (start) errors.start_time = start;
  const end = timeError(values.end_time);
  if (end) errors.end_time = end;
  if (!start && !end) {
    const length = durationMinutes(formatTime(values.start_time), formatTime(values.end_time));
    if (length !== null && length <= 0) errors.end_time = { message: classHourMessages.endAfterStart };
  }
  return errors;
}

/** Call after validateClassHourForm found nothing. */
export function toClassHourBody(values: ClassHourFormValues, ministry: boolean, version?: number): ClassHourWrite {
  const body: ClassHourWrite = {
    number: Number(values.number.trim()),
    start_time: formatTime(values.start_time),
    end_time: formatTime(values.end_time),
  };
  if (ministry && values.institution_id !== null) body.institution_id = values.institution_id;
  if (version !== undefined) body.version = version;
  return body;
}
