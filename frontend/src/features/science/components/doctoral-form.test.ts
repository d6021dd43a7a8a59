import { withCheckDigit } from '@/lib/pinfl';
import { emptyDoctoralForm, emptyPerson, personOf, statusChoices, toDoctoralBody, validateDoctoralForm } from './doctoral-form';

const pinfl = withCheckDigit('3150395023001');

describe('the doctoral student form', () => {
  it('reads a new person’s birth date and sex from the PINFL and keeps a known person as found', () => {
    const fresh = personOf(null, pinfl, { ...emptyPerson, last_name: 'Rahimov' });
    expect(fresh.birth_date?.format('YYYY-MM-DD')).toBe('1995-03-15');
    expect([fresh.gender, fresh.last_name]).toEqual(['1', 'Rahimov']);
    const known = personOf(
      { id: 3, pinfl, last_name: 'Rahimov', first_name: 'Sardor', middle_name: '', birth_date: '1995-03-15', gender: 1, passport: 'AB1234567' },
      pinfl,
      emptyPerson,
    );
    expect(known.first_name).toBe('Sardor');
  });

  it('wants the person, the supervisor and a course of one to three, and sends them whole', () => {
    const empty = validateDoctoralForm(emptyDoctoralForm(2026), false, 2026);
    expect(Object.keys(empty).sort()).toEqual(
      ['citizen.first_name', 'citizen.last_name', 'citizen.passport', 'citizen.pinfl', 'citizen.birth_date', 'citizen.gender', 'specialty', 'supervisor', 'theme'].sort(),
    );
    const values = {
      ...emptyDoctoralForm(2026),
      citizen: { ...personOf(null, pinfl, emptyPerson), last_name: 'Rahimov', first_name: 'Sardor', passport: 'AB1234567' },
      theme: 'Nutqni tanish',
      specialty: '05.01.01',
      supervisor: { id: 5, full_name: 'Karimov Bobur' },
    };
    expect(validateDoctoralForm(values, false, 2026)).toEqual({});
    expect(toDoctoralBody(values, false)).toMatchObject({ supervisor_staff_id: 5, course: 1, citizen: { gender: 1, birth_date: '1995-03-15' } });
  });

  it('offers DEFENDED only with a recorded defence', () => {
    expect(statusChoices(false)).not.toContain('DEFENDED');
    expect(statusChoices(true)).toEqual(['DEFENDED']);
  });
});
