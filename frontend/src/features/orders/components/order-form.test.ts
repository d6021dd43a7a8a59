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
});
