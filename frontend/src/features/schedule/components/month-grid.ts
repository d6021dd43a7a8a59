/**
 * The month grid of a calendar: weeks from Monday to Sunday, the days before the 1st and after
 * the last day left blank, each day carrying the lessons the server placed on its date.
 */
import dayjs from 'dayjs';
import type { CalendarDay, CalendarExam, CalendarLesson } from '../api/types';

export const MONTH_FORMAT = 'YYYY-MM';
const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

export interface GridDay {
  /** YYYY-MM-DD */
  date: string;
  /** The day of the month, 1..31. */
  day: number;
  lessons: CalendarLesson[];
  exams: CalendarExam[];
}

/** A week of seven cells, Monday first; null where the day belongs to another month. */
export type GridWeek = (GridDay | null)[];

/** A month as YYYY-MM, or null. */
export function parseMonth(value: string | null | undefined): string | null {
  return value && MONTH_PATTERN.test(value) ? value : null;
}

export function currentMonth(now: Date = new Date()): string {
  return dayjs(now).format(MONTH_FORMAT);
}

export function shiftMonth(month: string, delta: number): string {
  return dayjs(`${month}-01`).add(delta, 'month').format(MONTH_FORMAT);
}

/** 1 (January) .. 12, and the year, of a YYYY-MM month. */
export function monthParts(month: string): { year: number; month: number } {
  const [year, number] = month.split('-').map(Number);
  return { year: year ?? 0, month: number ?? 0 };
}

/** The column of a date in a Monday-first week: 0 (Monday) .. 6 (Sunday). */
export function mondayColumn(date: string): number {
  return (dayjs(date).day() + 6) % 7;
}

/** The weeks of `month` with each day's lessons, ordered by class hour. */
export function buildMonthGrid(month: string, days: readonly CalendarDay[]): GridWeek[] {
  const lessonsByDate = new Map<string, CalendarLesson[]>();
  const examsByDate = new Map<string, CalendarExam[]>();
  for (const day of days) {
    lessonsByDate.set(day.date, day.lessons);
    examsByDate.set(day.date, day.exams ?? []);
  }

  const first = dayjs(`${month}-01`);
  const count = first.daysInMonth();
  const cells: (GridDay | null)[] = Array.from({ length: mondayColumn(first.format('YYYY-MM-DD')) }, () => null);
  for (let day = 1; day <= count; day += 1) {
    const date = first.date(day).format('YYYY-MM-DD');
    const lessons = [...(lessonsByDate.get(date) ?? [])].sort((a, b) => a.class_hour.number - b.class_hour.number);
    const exams = [...(examsByDate.get(date) ?? [])].sort((a, b) => a.class_hour.number - b.class_hour.number);
    cells.push({ date, day, lessons, exams });
  }
  while (cells.length % 7 !== 0) cells.push(null);

  const weeks: GridWeek[] = [];
  for (let index = 0; index < cells.length; index += 7) weeks.push(cells.slice(index, index + 7));
  return weeks;
}

/** Whether any day of the month holds a lesson or an exam (the server's has_lessons, checked against the days). */
export function monthHasLessons(days: readonly CalendarDay[]): boolean {
  return days.some((day) => day.lessons.length > 0 || (day.exams ?? []).length > 0);
}
