/**
 * Calendar days as the URL and the API write them (YYYY-MM-DD), and the instants that bound a
 * day in the browser's time zone: the server reads a bare day as a UTC day, so a filter on the
 * days a person sees sends the local day's start and end as instants instead.
 */
import dayjs, { type Dayjs } from 'dayjs';

export const DAY_FORMAT = 'YYYY-MM-DD';
const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day written as YYYY-MM-DD, or null (2024-02-30 is not one). */
export function parseDay(value: string | null | undefined): Dayjs | null {
  if (!value || !DAY_PATTERN.test(value)) return null;
  const day = dayjs(value);
  return day.isValid() && day.format(DAY_FORMAT) === value ? day : null;
}

export const MONTH_FORMAT = 'YYYY-MM';
const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

/** A month written YYYY-MM (as the URL and the API write it), or null. */
export function parseMonth(value: string | null | undefined): string | null {
  return value && MONTH_PATTERN.test(value) ? value : null;
}

/** This month, YYYY-MM, in the browser's time zone. */
export function currentMonth(now: Date = new Date()): string {
  return dayjs(now).format(MONTH_FORMAT);
}

export function formatDay(value: Dayjs | null | undefined): string | undefined {
  return value && value.isValid() ? value.format(DAY_FORMAT) : undefined;
}

/** The first instant of a local day (inclusive), as RFC 3339 UTC. */
export function dayStart(value: string): string | undefined {
  return parseDay(value)?.startOf('day').toISOString();
}

/** The first instant after a local day (exclusive), as RFC 3339 UTC. */
export function dayEnd(value: string): string | undefined {
  return parseDay(value)?.startOf('day').add(1, 'day').toISOString();
}

/** The instants that bound the local days `from` to `to`, both inclusive; a missing or bad day is left out. */
export function dayRangeInstants(from: string | undefined, to: string | undefined): { from?: string; to?: string } {
  const range: { from?: string; to?: string } = {};
  const start = from ? dayStart(from) : undefined;
  const end = to ? dayEnd(to) : undefined;
  if (start) range.from = start;
  if (end) range.to = end;
  return range;
}
