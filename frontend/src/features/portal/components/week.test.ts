import { mondayOf, shiftWeek, weekOf } from './week';

describe('portal weeks', () => {
  it('run from Monday to Sunday for any day of them', () => {
    const expected = ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29'];
    for (const day of expected) expect(weekOf(day)).toEqual({ from: '2026-11-23', to: '2026-11-29', days: expected });
  });

  it('cross a month and a year', () => {
    expect(weekOf('2027-01-01')).toMatchObject({ from: '2026-12-28', to: '2027-01-03' });
    expect(weekOf('2026-03-01').days).toEqual(['2026-02-23', '2026-02-24', '2026-02-25', '2026-02-26', '2026-02-27', '2026-02-28', '2026-03-01']);
  });

  it('take today’s week for a missing or impossible day', () => {
    expect(mondayOf(null, '2026-11-26')).toBe('2026-11-23');
    expect(mondayOf('2026-02-30', '2026-11-29')).toBe('2026-11-23');
    expect(mondayOf('next week', '2026-11-23')).toBe('2026-11-23');
  });

  it('step a week back and forth', () => {
    expect(shiftWeek('2026-11-23', -1)).toBe('2026-11-16');
    expect(shiftWeek('2026-11-23', 1)).toBe('2026-11-30');
    expect(shiftWeek('2026-12-28', 1)).toBe('2027-01-04');
  });
});
