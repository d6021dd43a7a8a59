/** Weeks as the portal shows them: Monday to Sunday, whatever the calendar's locale says. */
import dayjs from 'dayjs';
import { parseDay } from '@/lib/dates';

const DAY = 'YYYY-MM-DD';

export interface Week {
  /** Monday, YYYY-MM-DD. */
  from: string;
  /** Sunday, YYYY-MM-DD. */
  to: string;
  /** Monday to Sunday, YYYY-MM-DD. */
  days: string[];
}

/** The Monday of the week a day (YYYY-MM-DD) falls in; a day that is no real one counts as today. */
export function mondayOf(day: string | null | undefined, today: string = dayjs().format(DAY)): string {
  const date = parseDay(day) ?? dayjs(today);
  // dayjs numbers Sunday 0: Monday is 0 days back, Sunday 6.
  return date.subtract((date.day() + 6) % 7, 'day').format(DAY);
}

export function weekOf(day: string | null | undefined, today?: string): Week {
  const monday = dayjs(mondayOf(day, today));
  const days = Array.from({ length: 7 }, (_, index) => monday.add(index, 'day').format(DAY));
  return { from: days[0]!, to: days[6]!, days };
}

/** The Monday `weeks` weeks after (or before) the given Monday. */
export function shiftWeek(monday: string, weeks: number): string {
  return dayjs(monday).add(weeks * 7, 'day').format(DAY);
}

export function todayDay(): string {
  return dayjs().format(DAY);
}
