/** Days of the teacher's week as YYYY-MM-DD: weeks from Monday, lessons from Monday to Saturday. */
import dayjs from 'dayjs';

export const DAY = 'YYYY-MM-DD';

/** 1 (Monday) .. 7 (Sunday). */
export const weekdayNumber = (day: string) => ((dayjs(day).day() + 6) % 7) + 1;

export const shiftDay = (day: string, days: number) => dayjs(day).add(days, 'day').format(DAY);

/** Monday to Saturday of the day's week, and the Sunday too when it is the day itself. */
export function weekDays(day: string): string[] {
  const monday = shiftDay(day, 1 - weekdayNumber(day));
  const count = weekdayNumber(day) === 7 ? 7 : 6;
  return Array.from({ length: count }, (_, index) => shiftDay(monday, index));
}

export const todayDay = () => dayjs().format(DAY);
