import dayjs from 'dayjs';
import { emptyProjectForm, newFunding, newMember, projectFieldOf, toProjectBody, totalOf, validateProjectForm, type ProjectFormValues } from './project-form';

function filled(): ProjectFormValues {
  const form = emptyProjectForm();
  return {
    ...form,
    name: 'Raqamli egizaklar',
    number: 'A-2026-01',
    kind: 'APPLIED',
    date_from: dayjs('2026-01-01'),
    date_to: dayjs('2027-12-31'),
    funding: [
      { ...newFunding(2026), amount: '250 000 000,50' },
      { ...newFunding(2027), amount: '100000000' },
    ],
    members: [{ ...form.members[0]!, staff: { id: 5, full_name: 'Karimov Bobur' } }, { ...newMember('EXECUTOR'), fromStaff: false, outside_name: 'Smith John' }],
  };
}

describe('the project form', () => {
  it('sends money as whole tiyin and members as staff or outside names', () => {
    const values = filled();
    expect(validateProjectForm(values, false)).toEqual({});
    const body = toProjectBody(values, false, 4);
    expect(body.funding).toEqual([
      { year: 2026, amount: 25_000_000_050 },
      { year: 2027, amount: 10_000_000_000 },
    ]);
    expect(body.members).toEqual([
      { staff_id: 5, outside_name: '', role: 'LEADER' },
      { outside_name: 'Smith John', role: 'EXECUTOR' },
    ]);
    expect(body).toMatchObject({ date_from: '2026-01-01', date_to: '2027-12-31', contract_date: '', version: 4 });
    expect(totalOf(values.funding)).toBe(35_000_000_050);
  });

  it('wants one leader, years inside the dates and each once, and amounts that are money', () => {
    const values = filled();
    const twoLeaders = { ...values, members: values.members.map((m) => ({ ...m, role: 'LEADER' as const })) };
    expect(Object.keys(validateProjectForm(twoLeaders, false))).toEqual(['members']);
    const outside = { ...values, funding: [...values.funding, { ...newFunding(2029), amount: '1' }] };
    expect(Object.keys(validateProjectForm(outside, false))).toEqual(['funding.2']);
    const twice = { ...values, funding: [...values.funding, { ...newFunding(2026), amount: '1' }] };
    expect(Object.keys(validateProjectForm(twice, false))).toEqual(['funding.2']);
    const notMoney = { ...values, funding: [{ ...newFunding(2026), amount: '12,3,4' }] };
    expect(Object.keys(validateProjectForm(notMoney, false))).toEqual(['funding.0']);
  });

  it('keeps the end after the start and asks a ministry role for the institution', () => {
    const backwards = { ...filled(), date_to: dayjs('2025-12-31'), funding: [] };
    expect(Object.keys(validateProjectForm(backwards, true)).sort()).toEqual(['date_to', 'institution_id']);
    expect(projectFieldOf('members.1.staff_id')).toBe('members.1');
    expect(projectFieldOf('funding.0.year')).toBe('funding.0');
  });
});
