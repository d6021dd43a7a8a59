import { admissionOf, emptyOrderForm, toOrderBody, validateOrderForm } from './order-form';

describe('the order form', () => {
  it('sends a transfer to another institution with the institution and no group', () => {
    const values = { ...emptyOrderForm(), number: '9-K', kind: 'TRANSFER' as const, students: [{ id: 4, name: 'Karimova Malika' }], to_edu_group_id: 7, to_institution_id: 3 };
    expect(validateOrderForm(values)).toEqual({});
    expect(toOrderBody(values).items).toEqual([{ student_id: 4, reason: '', to_edu_group_id: null, to_institution_id: 3 }]);
  });

  it('asks a transfer within the institution for its group', () => {
    const values = { ...emptyOrderForm(), number: '9-K', kind: 'TRANSFER' as const, students: [{ id: 4, name: 'Karimova Malika' }] };
    expect(Object.keys(validateOrderForm(values))).toEqual(['to_edu_group_id']);
  });

  it('admits an incoming transfer into a group of its own', () => {
    const values = { ...admissionOf([{ id: 4, name: 'Karimova Malika' }]), number: '5-Q' };
    expect(Object.keys(validateOrderForm(values))).toEqual(['to_edu_group_id']);
    expect(toOrderBody({ ...values, to_edu_group_id: 30 }).items).toEqual([{ student_id: 4, reason: '', to_edu_group_id: 30 }]);
  });

  it('sends every student their own subject map with a transfer into a group, and none to another institution', () => {
    const line = { from_edu_subject_id: 11, to_edu_subject_id: 21 };
    const students = [
      { id: 4, name: 'Karimova Malika' },
      { id: 5, name: 'Rahimov Jasur' },
    ];
    const values = { ...emptyOrderForm(), number: '9-K', kind: 'TRANSFER' as const, students, to_edu_group_id: 7, subject_maps: { 4: [line] } };
    expect(toOrderBody(values).items).toEqual([
      { student_id: 4, reason: '', to_edu_group_id: 7, subject_map: [line] },
      { student_id: 5, reason: '', to_edu_group_id: 7 },
    ]);
    expect(toOrderBody({ ...values, to_institution_id: 3 }).items[0]).toEqual({ student_id: 4, reason: '', to_edu_group_id: null, to_institution_id: 3 });
  });
});
