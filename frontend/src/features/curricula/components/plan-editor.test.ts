import type { Assessment } from '../api/types';
import { fromAssessment, placePlanErrors, sumHint, toPlanWrites, unsendable, withMarkingSystem } from './plan-editor';

const subject = (id: number, marking_system: 'FIVE_POINT' | 'HUNDRED_POINT' | 'CREDIT', maxima: [number, number, number]) => ({
  edu_subject_id: id,
  code: `S-${id}`,
  name: { uz: `Fan ${id}` },
  study_hours: 90,
  marking_system,
  final_form: 'EXAM' as const,
  credits: 3,
  current_entered: false,
  mark_min: 0,
  mark_max: 100,
  controls: [
    { control: 'CURRENT' as const, max_points: maxima[0] },
    { control: 'MIDTERM' as const, max_points: maxima[1] },
    { control: 'FINAL' as const, max_points: maxima[2] },
  ],
});

const assessment: Assessment = {
  curriculum_id: 4,
  rating_type: 'HUNDRED_POINT',
  status: 'NEW',
  editable: true,
  version: 2,
  semesters: [
    { semester_number: 1, subjects: [subject(1, 'HUNDRED_POINT', [40, 30, 30]), subject(2, 'FIVE_POINT', [5, 5, 5])] },
    { semester_number: 2, subjects: [subject(1, 'CREDIT', [50, 20, 30])] },
  ],
};

describe('the assessment plan editor', () => {
  it('says whether the maxima make up the scale: 100 in all on the hundred-point and credit systems', () => {
    const [first] = fromAssessment(assessment);
    expect(sumHint(first!)).toEqual({ ok: true, kind: 'sum', sum: 100 });
    expect(sumHint({ ...first!, maxima: { CURRENT: '40', MIDTERM: '30', FINAL: '20' } })).toEqual({ ok: false, kind: 'sum', sum: 90 });
    expect(sumHint({ ...first!, markingSystem: 'CREDIT', maxima: { CURRENT: '60', MIDTERM: '30', FINAL: '20' } })).toEqual({ ok: false, kind: 'sum', sum: 110 });
    expect(sumHint({ ...first!, maxima: { CURRENT: '70', MIDTERM: '30', FINAL: '0' } })).toMatchObject({ ok: false, kind: 'needsFinal' });
    expect(sumHint({ ...first!, finalForm: 'PASS_FAIL', maxima: { CURRENT: '70', MIDTERM: '30', FINAL: '0' } })).toMatchObject({ ok: true });
    expect(sumHint({ ...first!, maxima: { CURRENT: '4a', MIDTERM: '30', FINAL: '30' } })).toMatchObject({ ok: false, kind: 'notNumbers' });
  });

  it('on the five-point system wants each control out of 5 or not held, one at least', () => {
    const five = fromAssessment(assessment)[1]!;
    expect(sumHint(five)).toMatchObject({ ok: true });
    expect(sumHint({ ...five, maxima: { CURRENT: '5', MIDTERM: '4', FINAL: '5' } })).toMatchObject({ ok: false, kind: 'fivePoint' });
    expect(sumHint({ ...five, finalForm: 'PASS_FAIL', maxima: { CURRENT: '0', MIDTERM: '0', FINAL: '0' } })).toMatchObject({ ok: false, kind: 'noControls' });
  });

  it('starts the maxima afresh when the scale changes, and keeps them between the hundred-point and credit systems', () => {
    const [first] = fromAssessment(assessment);
    const changed = { ...first!, maxima: { CURRENT: '50', MIDTERM: '20', FINAL: '30' } };
    expect(withMarkingSystem(changed, 'CREDIT').maxima).toEqual({ CURRENT: '50', MIDTERM: '20', FINAL: '30' });
    expect(withMarkingSystem(changed, 'FIVE_POINT').maxima).toEqual({ CURRENT: '5', MIDTERM: '5', FINAL: '5' });
  });

  it('sends every plan with its controls in order, and holds back numbers that are no numbers', () => {
    const rows = fromAssessment(assessment);
    expect(toPlanWrites(rows)[2]).toEqual({
      semester_number: 2,
      edu_subject_id: 1,
      marking_system: 'CREDIT',
      final_form: 'EXAM',
      credits: 3,
      current_entered: false,
      controls: [
        { control: 'CURRENT', max_points: 50 },
        { control: 'MIDTERM', max_points: 20 },
        { control: 'FINAL', max_points: 30 },
      ],
    });
    expect(unsendable(rows[0]!)).toBe(false);
    expect(unsendable({ ...rows[0]!, credits: '' })).toBe(true);
  });

  it('places the server’s refusals on the rows sent at their index: the maxima, one control, the credits', () => {
    const rows = fromAssessment(assessment);
    const placed = placePlanErrors(
      {
        'plans.0.controls': ['Nazoratlar yig‘indisi 100 bo‘lishi kerak (hozir 90)'],
        'plans.2.controls.1.max_points': ['0 dan 100 gacha'],
        'plans.1.credits': ['0 dan 30 gacha'],
        'plans.9.controls': ['lost'],
        version: ['eski'],
      },
      rows,
    );
    expect(placed.byRow).toEqual({
      '1:1': { controls: 'Nazoratlar yig‘indisi 100 bo‘lishi kerak (hozir 90)' },
      '2:1': { MIDTERM: '0 dan 100 gacha' },
      '1:2': { credits: '0 dan 30 gacha' },
    });
    expect(placed.general).toEqual(['lost', 'eski']);
  });
});
