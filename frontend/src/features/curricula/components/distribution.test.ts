import uz from '@/messages/uz.json';
import { curriculum, mathematics, programming } from '../testing/fixtures';
import {
  canAddSemesterRow,
  canAddVocational,
  distributionReducer,
  fromCurriculum,
  hasErrors,
  placeServerErrors,
  remainingHours,
  romanNumeral,
  subjectChoices,
  toDistributionBody,
  validateDistribution,
  type DistributionAction,
  type DistributionState,
} from './distribution';

const apply = (state: DistributionState, ...actions: DistributionAction[]) => actions.reduce(distributionReducer, state);
const name = (uz: string) => ({ uz, ru: `${uz} (ru)`, en: `${uz} (en)` });

/** A state that passes every check: dated semesters, every hour placed, a vocational subject and an exam. */
function complete(): DistributionState {
  return apply(
    fromCurriculum(curriculum()),
    { type: 'setDate', semester: 1, field: 'start_date', value: '2026-02-01' },
    { type: 'setDate', semester: 1, field: 'end_date', value: '2026-06-30' },
    { type: 'addSemesterRow', semester: 0 },
    { type: 'updateSemesterRow', semester: 0, key: 2, patch: { edu_subject_id: 12, study_hours: '40', is_seperated: true } },
    { type: 'addSemesterRow', semester: 1 },
    { type: 'updateSemesterRow', semester: 1, key: 3, patch: { edu_subject_id: 11, study_hours: '60' } },
    { type: 'addSemesterRow', semester: 1 },
    { type: 'updateSemesterRow', semester: 1, key: 4, patch: { edu_subject_id: 12, study_hours: '50' } },
    { type: 'addCustom', kind: 'vocational', name: name('Amaliyot'), hours: 72 },
    { type: 'addCustom', kind: 'exams', name: name('Yakuniy attestatsiya'), hours: 10 },
  );
}

describe('distribution state', () => {
  it('reads the curriculum: one list of rows and one date range per semester, hours as typed text', () => {
    const state = fromCurriculum(curriculum({ number_of_semesters: 3 }));
    expect(state.semesters).toEqual([[{ key: 1, edu_subject_id: 11, study_hours: '60', is_seperated: false }], [], []]);
    expect(state.dates).toEqual([
      { start_date: '2025-09-01', end_date: '2026-01-20' },
      { start_date: null, end_date: null },
      { start_date: null, end_date: null },
    ]);
    expect(state.subjects.map((row) => [row.edu_subject_id, row.study_hours])).toEqual([
      [11, '120'],
      [12, '90'],
    ]);
    expect(state.version).toBe(3);
  });

  it('starts a new semester row with no subject, 0 hours and not separated', () => {
    const state = apply(fromCurriculum(curriculum()), { type: 'addSemesterRow', semester: 1 });
    expect(state.semesters[1]).toEqual([{ key: 2, edu_subject_id: null, study_hours: '0', is_seperated: false }]);
    expect(apply(state, { type: 'addSemesterRow', semester: 7 })).toBe(state);
  });

  it('lets a semester row pick only the curriculum’s subjects, each once per semester', () => {
    let state = apply(fromCurriculum(curriculum()), { type: 'addSemesterRow', semester: 0 });
    expect(subjectChoices(state, 0, 2).map((row) => row.edu_subject_id)).toEqual([12]);
    expect(subjectChoices(state, 0, 1).map((row) => row.edu_subject_id)).toEqual([11, 12]);
    // Mathematics is already in semester I, and programming is not in the curriculum.
    expect(apply(state, { type: 'updateSemesterRow', semester: 0, key: 2, patch: { edu_subject_id: 11 } })).toBe(state);
    expect(apply(state, { type: 'updateSemesterRow', semester: 0, key: 2, patch: { edu_subject_id: 13 } })).toBe(state);
    state = apply(state, { type: 'updateSemesterRow', semester: 0, key: 2, patch: { edu_subject_id: 12 } });
    expect(state.semesters[0]?.map((row) => row.edu_subject_id)).toEqual([11, 12]);
    expect(canAddSemesterRow(state, 0)).toBe(false);
    expect(canAddSemesterRow(state, 1)).toBe(true);
  });

  it('counts the hours still to distribute from what the semesters hold', () => {
    let state = fromCurriculum(curriculum());
    expect(remainingHours(state, 11)).toBe(60);
    expect(remainingHours(state, 12)).toBe(90);
    state = apply(
      state,
      { type: 'addSemesterRow', semester: 1 },
      { type: 'updateSemesterRow', semester: 1, key: 2, patch: { edu_subject_id: 11, study_hours: '70' } },
    );
    expect(remainingHours(state, 11)).toBe(-10);
    state = apply(state, { type: 'setSubjectHours', subjectId: 11, hours: '130' });
    expect(remainingHours(state, 11)).toBe(0);
  });

  it('adds a subject once, and removing it removes it from every semester', () => {
    let state = apply(fromCurriculum(curriculum()), { type: 'addSubject', subject: programming, hours: 100 });
    expect(state.subjects.map((row) => row.edu_subject_id)).toEqual([11, 12, 13]);
    expect(apply(state, { type: 'addSubject', subject: mathematics, hours: 5 })).toBe(state);
    state = apply(
      state,
      { type: 'addSemesterRow', semester: 1 },
      { type: 'updateSemesterRow', semester: 1, key: 2, patch: { edu_subject_id: 11 } },
      { type: 'removeSubject', subjectId: 11 },
    );
    expect(state.subjects.map((row) => row.edu_subject_id)).toEqual([12, 13]);
    expect(state.semesters).toEqual([[], []]);
  });

  it('removes one semester row and sets dates', () => {
    const state = apply(
      fromCurriculum(curriculum()),
      { type: 'removeSemesterRow', semester: 0, key: 1 },
      { type: 'setDate', semester: 1, field: 'start_date', value: '2026-02-01' },
    );
    expect(state.semesters[0]).toEqual([]);
    expect(state.dates[1]).toEqual({ start_date: '2026-02-01', end_date: null });
  });

  it('gives locally added vocational subjects and exams a temporary id, and allows two vocational subjects at most', () => {
    let state = apply(fromCurriculum(curriculum()), { type: 'addCustom', kind: 'vocational', name: name('Amaliyot'), hours: 72 });
    expect(state.vocational).toEqual([{ id: 'new-2', name: name('Amaliyot'), study_hours: 72 }]);
    expect(canAddVocational(state)).toBe(true);
    state = apply(state, { type: 'addCustom', kind: 'vocational', name: name('Malaka amaliyoti'), hours: 36 });
    expect(canAddVocational(state)).toBe(false);
    expect(apply(state, { type: 'addCustom', kind: 'vocational', name: name('Uchinchi'), hours: 1 })).toBe(state);
    state = apply(
      state,
      { type: 'updateCustom', kind: 'vocational', id: 'new-2', name: name('Ishlab chiqarish amaliyoti'), hours: 80 },
      { type: 'removeCustom', kind: 'vocational', id: 'new-3' },
      { type: 'addCustom', kind: 'exams', name: name('DAK'), hours: 8 },
    );
    expect(state.vocational).toEqual([{ id: 'new-2', name: name('Ishlab chiqarish amaliyoti'), study_hours: 80 }]);
    expect(state.exams).toEqual([{ id: 'new-4', name: name('DAK'), study_hours: 8 }]);
  });

  it('refuses to save without vocational subjects or exams, with the texts of SPEC.md', () => {
    const errors = validateDistribution(fromCurriculum(curriculum()));
    expect(errors.vocational?.message.id).toBe('curricula.validation.vocationalMissing');
    expect(errors.exams?.message.id).toBe('curricula.validation.examsMissing');
    expect(uz).toMatchObject({
      'curricula.validation.vocationalMissing': 'Iltimos, kasbiy fanlarni kiriting!',
      'curricula.validation.examsMissing': 'Iltimos, DAK fanlarini kiriting!',
      'curricula.validation.hasRating': 'Bu fanga baho qoyilgan',
    });
  });

  it('asks for every semester’s dates in order, a subject and hours on every row, and no more hours than allocated', () => {
    let state = apply(
      fromCurriculum(curriculum()),
      { type: 'addSemesterRow', semester: 1 },
      { type: 'updateSemesterRow', semester: 1, key: 2, patch: { study_hours: '' } },
      { type: 'addSemesterRow', semester: 1 },
      { type: 'updateSemesterRow', semester: 1, key: 3, patch: { edu_subject_id: 11, study_hours: '90' } },
      { type: 'setSubjectHours', subjectId: 12, hours: '' },
    );
    let errors = validateDistribution(state);
    expect(errors.dates).toEqual({ 1: { start: { message: expect.objectContaining({ id: 'validation.required' }) }, end: { message: expect.objectContaining({ id: 'validation.required' }) } } });
    expect(errors.rows[2]).toEqual({ subject: expect.anything(), hours: expect.anything() });
    expect(errors.rows[3]).toBeUndefined();
    expect(errors.subjects[11]).toEqual({ message: expect.objectContaining({ id: 'curricula.validation.hoursExceeded' }), values: { hours: 150 } });
    expect(errors.subjects[12]?.message.id).toBe('validation.required');
    state = apply(
      state,
      { type: 'setDate', semester: 1, field: 'start_date', value: '2026-01-10' },
      { type: 'setDate', semester: 1, field: 'end_date', value: '2026-01-05' },
    );
    errors = validateDistribution(state);
    expect(errors.dates[1]?.start?.message.id).toBe('curricula.validation.semesterOrder');
    expect(errors.dates[1]?.end?.message.id).toBe('curricula.validation.endAfterStart');
  });

  it('finds nothing wrong in a complete distribution and writes the body the server takes', () => {
    const state = complete();
    expect(hasErrors(validateDistribution(state))).toBe(false);
    const saved = apply(fromCurriculum({ ...curriculum(), vocational_subjects: [{ id: 40, name: name('Amaliyot'), study_hours: 72 }] }), {
      type: 'addCustom',
      kind: 'vocational',
      name: name('Malaka amaliyoti'),
      hours: 36,
    });
    expect(toDistributionBody(saved).vocational_subjects).toEqual([
      { id: 40, name: name('Amaliyot'), study_hours: 72 },
      { name: name('Malaka amaliyoti'), study_hours: 36 },
    ]);
    expect(toDistributionBody(state)).toEqual({
      version: 3,
      edu_subject: [
        { edu_subject_id: 11, study_hours: 120 },
        { edu_subject_id: 12, study_hours: 90 },
      ],
      semester_edu_subjects: [
        [
          { edu_subject_id: 11, semester_number: 1, study_hours: 60, is_seperated: false },
          { edu_subject_id: 12, semester_number: 1, study_hours: 40, is_seperated: true },
        ],
        [
          { edu_subject_id: 11, semester_number: 2, study_hours: 60, is_seperated: false },
          { edu_subject_id: 12, semester_number: 2, study_hours: 50, is_seperated: false },
        ],
      ],
      semester_dates: [
        { start_date: '2025-09-01', end_date: '2026-01-20' },
        { start_date: '2026-02-01', end_date: '2026-06-30' },
      ],
      vocational_subjects: [{ name: name('Amaliyot'), study_hours: 72 }],
      exams: [{ name: name('Yakuniy attestatsiya'), study_hours: 10 }],
    });
  });

  it('places the server’s field errors on the card they are about', () => {
    expect(
      placeServerErrors(
        {
          'semester_dates[1].start_date': ['Semestr sanalari kesishmasin'],
          'semester_edu_subjects.0': ['Fan ikki marta'],
          'edu_subject[0].study_hours': ['Ko‘p soat'],
          vocational_subjects: ['Iltimos, kasbiy fanlarni kiriting!'],
          exams: ['Iltimos, DAK fanlarini kiriting!'],
          version: ['Eskirgan'],
          'semester_dates[9]': ['Yo‘q semestr'],
        },
        2,
      ),
    ).toEqual({
      subjects: ['Ko‘p soat'],
      semesters: [['Fan ikki marta'], ['Semestr sanalari kesishmasin']],
      vocational: ['Iltimos, kasbiy fanlarni kiriting!'],
      exams: ['Iltimos, DAK fanlarini kiriting!'],
      other: ['Eskirgan', 'Yo‘q semestr'],
    });
  });

  it('labels semesters with Roman numerals', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map(romanNumeral)).toEqual(['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X', 'XI', 'XII']);
  });
});
