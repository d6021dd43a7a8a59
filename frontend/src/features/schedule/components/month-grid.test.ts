import { calendarLesson, calendarOf } from '../testing/fixtures';
import { buildMonthGrid, monthHasLessons, parseMonth, shiftMonth } from './month-grid';

describe('month grid', () => {
  it('starts the weeks on Monday, leaving the days of other months blank', () => {
    // 1 September 2025 is a Monday, 30 September a Tuesday.
    const weeks = buildMonthGrid('2025-09', calendarOf('2025-09').days);
    expect(weeks).toHaveLength(5);
    expect(weeks.every((week) => week.length === 7)).toBe(true);
    expect(weeks[0]?.[0]?.date).toBe('2025-09-01');
    expect(weeks[4]?.[1]?.date).toBe('2025-09-30');
    expect(weeks[4]?.slice(2)).toEqual([null, null, null, null, null]);
  });

  it('puts the 1st under its weekday when the month starts later in the week', () => {
    // 1 February 2026 is a Sunday: six blanks before it, and a sixth week for 23..28.
    const weeks = buildMonthGrid('2026-02', calendarOf('2026-02').days);
    expect(weeks[0]?.slice(0, 6)).toEqual([null, null, null, null, null, null]);
    expect(weeks[0]?.[6]?.day).toBe(1);
    expect(weeks).toHaveLength(5);
    expect(weeks[4]?.[5]?.date).toBe('2026-02-28');
  });

  it('places each lesson on its date, ordered by class hour', () => {
    const second = calendarLesson({ date: '2025-09-03', schedule_id: 1 });
    const first = calendarLesson({ date: '2025-09-03', schedule_id: 2, class_hour: { id: 1, number: 1, start_time: '08:30', end_time: '09:50' } });
    const friday = calendarLesson({ date: '2025-09-05', schedule_id: 3 });
    const weeks = buildMonthGrid('2025-09', calendarOf('2025-09', [second, first, friday]).days);
    const wednesday = weeks[0]?.[2];
    expect(wednesday?.date).toBe('2025-09-03');
    expect(wednesday?.lessons.map((lesson) => lesson.schedule_id)).toEqual([2, 1]);
    expect(weeks[0]?.[4]?.lessons.map((lesson) => lesson.schedule_id)).toEqual([3]);
    expect(weeks[0]?.[0]?.lessons).toEqual([]);
  });

  it('tells a month with lessons from one without', () => {
    expect(monthHasLessons(calendarOf('2025-09').days)).toBe(false);
    expect(monthHasLessons(calendarOf('2025-09', [calendarLesson()]).days)).toBe(true);
  });

  it('moves between months across years and reads only real months', () => {
    expect(shiftMonth('2025-12', 1)).toBe('2026-01');
    expect(shiftMonth('2025-01', -1)).toBe('2024-12');
    expect(parseMonth('2025-09')).toBe('2025-09');
    expect(parseMonth('2025-13')).toBeNull();
    expect(parseMonth('09.2025')).toBeNull();
  });
});
