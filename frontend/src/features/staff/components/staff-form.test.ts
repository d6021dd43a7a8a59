import dayjs from 'dayjs';
import { ApiError } from '@/api/client';
import { dean, docent, jasurPinfl, mathematics, nodira, nodiraPinfl, staffMember } from '@/test/staff';
import type { Staff } from '../api/types';
import {
  emptyRow,
  emptyStaffForm,
  formFieldOf,
  fromStaff,
  newCitizen,
  parseRate,
  staffServerErrors,
  toStaffBody,
  validateStaffForm,
  type StaffFormValues,
} from './staff-form';

const messageIds = (errors: object) => Object.fromEntries(Object.entries(errors).map(([key, error]) => [key, (error as { message: { id: string } }).message.id]));

function filled(overrides: Partial<StaffFormValues> = {}): StaffFormValues {
  return {
    citizen: {
      id: null,
      pinfl: jasurPinfl,
      last_name: 'Karimov',
      first_name: 'Jasur',
      middle_name: '',
      birth_date: dayjs('1991-09-03'),
      gender: '1',
      passport: 'AC7654321',
    },
    status: 'ACTIVE',
    positions: [
      { ...emptyRow(), position: docent, rate: '1', subjects: [mathematics] },
      { ...emptyRow(), position: dean, work_form: 'HOURLY', rate: '0.25' },
    ],
    ...overrides,
  };
}

describe('staff form values', () => {
  it('accepts rates from 0.05 to 1.5 in steps of 0.05 only', () => {
    expect(parseRate('1')).toBe(100);
    expect(parseRate('0.25')).toBe(25);
    expect(parseRate('0,05')).toBe(5);
    expect(parseRate('1.5')).toBe(150);
    for (const refused of ['', '0', '0.33', '1.55', '2', '-0.5', 'abc', '0.051']) expect(parseRate(refused)).toBeNull();
  });

  it('finds nothing wrong with a complete form', () => {
    expect(validateStaffForm(filled())).toEqual({});
  });

  it('names every missing field of an empty form in Uzbek message ids', () => {
    const values = emptyStaffForm();
    values.positions[0]!.rate = '';
    values.positions[0]!.work_form = '';
    expect(messageIds(validateStaffForm(values))).toEqual({
      'citizen.pinfl': 'validation.required',
      'citizen.last_name': 'validation.required',
      'citizen.first_name': 'validation.required',
      'citizen.birth_date': 'validation.required',
      'citizen.gender': 'validation.required',
      'citizen.passport': 'validation.required',
      'staff_positions.0.position_id': 'validation.required',
      'staff_positions.0.work_form': 'validation.required',
      'staff_positions.0.rate': 'validation.required',
    });
  });

  it('refuses a birth date or sex that disagree with the PINFL, a malformed passport and a wrong check digit', () => {
    const values = filled();
    values.citizen = { ...values.citizen, birth_date: dayjs('1991-09-04'), gender: '2', passport: 'ac7654321' };
    expect(messageIds(validateStaffForm(values))).toEqual({
      'citizen.birth_date': 'staff.validation.disagreesWithPinfl',
      'citizen.gender': 'staff.validation.disagreesWithPinfl',
      'citizen.passport': 'staff.validation.passport',
    });
    values.citizen = { ...values.citizen, pinfl: `${jasurPinfl.slice(0, 13)}${(Number(jasurPinfl[13]) + 1) % 10}` };
    expect(messageIds(validateStaffForm(values))['citizen.pinfl']).toBe('staff.validation.pinflChecksum');
  });

  it('refuses a position chosen twice, a rate off the grid, rates above 1.5 and no positions at all', () => {
    const twice = filled();
    twice.positions = [
      { ...emptyRow(), position: docent, rate: '1' },
      { ...emptyRow(), position: docent, rate: '0.33' },
    ];
    expect(messageIds(validateStaffForm(twice))).toEqual({
      'staff_positions.1.position_id': 'staff.validation.positionTwice',
      'staff_positions.1.rate': 'staff.validation.rate',
    });
    const above = filled();
    above.positions[1]!.rate = '0.75';
    expect(messageIds(validateStaffForm(above))).toEqual({ staff_positions: 'staff.validation.ratesTotal' });
    expect(messageIds(validateStaffForm(filled({ positions: [] })))).toEqual({ staff_positions: 'staff.validation.positionsRequired' });
  });

  it('builds the body: the person by PINFL, subjects only on teaching positions, rates as numbers', () => {
    const values = filled();
    values.positions[1]!.subjects = [mathematics];
    expect(toStaffBody(values)).toEqual({
      citizen: {
        last_name: 'Karimov',
        first_name: 'Jasur',
        middle_name: '',
        pinfl: jasurPinfl,
        birth_date: '1991-09-03',
        gender: 1,
        passport: 'AC7654321',
      },
      status: 'ACTIVE',
      staff_positions: [
        { position_id: docent.id, work_form: 'MAIN', rate: 1, edu_subject_ids: [mathematics.id] },
        { position_id: dean.id, work_form: 'HOURLY', rate: 0.25, edu_subject_ids: [] },
      ],
    });
  });

  it('edits a member: the person found is filled in and the version read is sent', () => {
    const values = fromStaff(staffMember(5) as Staff);
    expect(values.citizen).toMatchObject({ id: nodira.id, pinfl: nodiraPinfl, gender: '2', passport: 'AB1234567' });
    expect(values.citizen.birth_date?.format('DD.MM.YYYY')).toBe('12.05.1988');
    expect(values.positions.map((row) => [row.position?.id, row.work_form, row.rate, row.subjects.length])).toEqual([
      [docent.id, 'MAIN', '1', 2],
      [dean.id, 'INTERNAL_PART_TIME', '0.25', 0],
    ]);
    const body = toStaffBody(values, 3);
    expect(body.citizen?.pinfl).toBe(nodiraPinfl);
    expect(body.version).toBe(3);
    expect(body.staff_positions?.[0]?.edu_subject_ids).toEqual([11, 12]);
  });

  it('reads birth date and sex of a new person from the PINFL and keeps names typed for a new person', () => {
    const typed = { ...filled().citizen, pinfl: nodiraPinfl };
    expect(newCitizen(typed, nodiraPinfl)).toMatchObject({ id: null, last_name: 'Karimov', gender: '2' });
    expect(newCitizen(typed, nodiraPinfl).birth_date?.format('YYYY-MM-DD')).toBe('1988-05-12');
    const found = { ...typed, id: 21 };
    expect(newCitizen(found, jasurPinfl)).toMatchObject({ id: null, last_name: '', passport: '', gender: '1' });
  });

  it('places the server’s field errors on the form’s fields, whatever way it names rows', () => {
    expect(formFieldOf('citizen.passport')).toBe('citizen.passport');
    expect(formFieldOf('passport')).toBe('citizen.passport');
    expect(formFieldOf('staff_positions.1.rate')).toBe('staff_positions.1.rate');
    expect(formFieldOf('staff_positions[0].edu_subject_ids')).toBe('staff_positions.0.edu_subject_ids');
    expect(formFieldOf('staff_positions')).toBe('staff_positions');
    expect(formFieldOf('institution_id')).toBeNull();
    const refusal = new ApiError(422, 'validation', ['Xato'], {
      'citizen.birth_date': ['JSHSHIRdagi ma’lumotga mos kelmaydi'],
      'staff_positions.0.edu_subject_ids': ['Fanlar faqat o‘qituvchi lavozimlariga biriktiriladi'],
      institution_id: ['Noma’lum'],
    });
    expect(staffServerErrors(refusal)).toEqual({
      fields: {
        'citizen.birth_date': ['JSHSHIRdagi ma’lumotga mos kelmaydi'],
        'staff_positions.0.edu_subject_ids': ['Fanlar faqat o‘qituvchi lavozimlariga biriktiriladi'],
      },
      general: ['Noma’lum'],
    });
    const duplicate = new ApiError(409, 'duplicate', ['Bu shaxs allaqachon xodimlar ro‘yxatida bor'], {});
    expect(staffServerErrors(duplicate).fields['citizen.pinfl']).toEqual(['Bu shaxs allaqachon xodimlar ro‘yxatida bor']);
  });
});
