import { currentMonth, dayEnd, dayRangeInstants, dayStart, formatDay, parseDay, parseMonth } from './dates';

describe('calendar days', () => {
  it('reads real YYYY-MM-DD days only', () => {
    expect(parseDay('2026-11-21')?.date()).toBe(21);
    expect(parseDay('2024-02-29')?.month()).toBe(1);
    expect(parseDay('2023-02-29')).toBeNull();
    expect(parseDay('21.11.2026')).toBeNull();
    expect(parseDay('2026-11-21T10:00:00Z')).toBeNull();
    expect(parseDay('')).toBeNull();
    expect(parseDay(undefined)).toBeNull();
  });

  it('writes a picked day back as YYYY-MM-DD', () => {
    expect(formatDay(parseDay('2026-01-05'))).toBe('2026-01-05');
    expect(formatDay(null)).toBeUndefined();
  });

  it('bounds a local day by its first instant and the first instant of the next day', () => {
    expect(dayStart('2026-11-21')).toBe(new Date(2026, 10, 21).toISOString());
    expect(dayEnd('2026-11-21')).toBe(new Date(2026, 10, 22).toISOString());
    expect(dayEnd('2026-12-31')).toBe(new Date(2027, 0, 1).toISOString());
    expect(dayStart('not a day')).toBeUndefined();
  });

  it('turns a range of days into the instants the server filters by, leaving out what is missing', () => {
    expect(dayRangeInstants('2026-11-01', '2026-11-21')).toEqual({
      from: new Date(2026, 10, 1).toISOString(),
      to: new Date(2026, 10, 22).toISOString(),
    });
    expect(dayRangeInstants(undefined, '2026-11-21')).toEqual({ to: new Date(2026, 10, 22).toISOString() });
    expect(dayRangeInstants('garbage', undefined)).toEqual({});
  });

  it('reads months written YYYY-MM only, and names the current one so', () => {
    expect(parseMonth('2026-09')).toBe('2026-09');
    expect(parseMonth('2026-13')).toBeNull();
    expect(parseMonth('09.2026')).toBeNull();
    expect(parseMonth(undefined)).toBeNull();
    expect(currentMonth(new Date(2026, 0, 31))).toBe('2026-01');
  });
});
