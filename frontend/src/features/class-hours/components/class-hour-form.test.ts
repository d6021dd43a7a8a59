import dayjs from 'dayjs';
import {
  durationMinutes,
  formatTime,
  fromClassHour,
  newClassHourForm,
  parseTime,
  toClassHourBody,
  validateClassHourForm,
  type ClassHourFormValues,
} from './class-hour-form';

const ids = (errors: object) =>
  Object.fromEntries(Object.entries(errors).map(([field, error]) => [field, [error.message.id, error.values]]));
const hour = (number: number, start: string, end: string) => ({ id: number, institution_id: 1, number, start_time: start, end_time: end, version: 1 });

describe('class-hour form', () => {
  const valid: ClassHourFormValues = { institution_id: null, number: '1', start_time: parseTime('08:30'), end_time: parseTime('09:50') };

  it('reads and writes times as HH:mm', () => {
    expect(formatTime(parseTime('08:05'))).toBe('08:05');
    expect(formatTime(parseTime('23:59'))).toBe('23:59');
    expect([parseTime('24:00'), parseTime('8:30'), parseTime(''), parseTime(null)]).toEqual([null, null, null, null]);
    expect(formatTime(null)).toBe('');
    expect(durationMinutes('08:30', '09:50')).toBe(80);
    expect(durationMinutes('08:30', 'x')).toBeNull();
  });

  it('requires a number from 1 to 20 and both times', () => {
    expect(ids(validateClassHourForm({ institution_id: null, number: '', start_time: null, end_time: null }, false))).toEqual({
      number: ['validation.required', undefined],
      start_time: ['validation.required', undefined],
      end_time: ['validation.required', undefined],
    });
    for (const number of ['0', '21', '1.5', '-1']) {
      expect(ids(validateClassHourForm({ ...valid, number }, false))).toEqual({ number: ['validation.range', { min: 1, max: 20 }] });
    }
    expect(validateClassHourForm({ ...valid, number: '20' }, false)).toEqual({});
  });

  it('wants the end after the start, and a time typed in full', () => {
    expect(ids(validateClassHourForm({ ...valid, end_time: parseTime('08:30') }, false))).toEqual({
      end_time: ['classHours.validation.endAfterStart', undefined],
    });
    expect(ids(validateClassHourForm({ ...valid, end_time: parseTime('07:00') }, false))).toEqual({
      end_time: ['classHours.validation.endAfterStart', undefined],
    });
    expect(ids(validateClassHourForm({ ...valid, start_time: dayjs('not a time') }, false))).toEqual({
      start_time: ['classHours.validation.time', undefined],
    });
  });

  it('asks a ministry-level role for the institution and sends it only from such a role', () => {
    expect(ids(validateClassHourForm(valid, true))).toEqual({ institution_id: ['validation.required', undefined] });
    expect(toClassHourBody({ ...valid, institution_id: 4 }, true)).toEqual({ institution_id: 4, number: 1, start_time: '08:30', end_time: '09:50' });
    expect(toClassHourBody({ ...valid, institution_id: 4 }, false)).toEqual({ number: 1, start_time: '08:30', end_time: '09:50' });
  });

  it('edits with the version it read and numbers a new period after the last', () => {
    const first = hour(1, '08:30', '09:50');
    expect(toClassHourBody(fromClassHour(first), false, first.version)).toEqual({ number: 1, start_time: '08:30', end_time: '09:50', version: 1 });
    expect(newClassHourForm([first, hour(3, '12:00', '13:20')], 7)).toEqual({ institution_id: 7, number: '4', start_time: null, end_time: null });
    expect(newClassHourForm([], null).number).toBe('1');
    expect(newClassHourForm([hour(20, '20:00', '21:00')], null).number).toBe('');
  });
});
