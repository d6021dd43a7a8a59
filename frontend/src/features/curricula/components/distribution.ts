/**
 * The state of the subject-distribution page and every change made to it, as a pure reducer:
 * the curriculum's subjects with their allocated hours, the rows of each semester, the semesters'
 * dates, the vocational subjects and the DAK exams; what the page may offer (subjects a semester
 * row can pick, whether another vocational subject fits); the checks made before saving; and the
 * body PUT /curriculums/{id}/separate-to-semesters/ takes.
 */
import { nameBody, nameValues } from '@/components/form/name-values';
import type { FieldError } from '@/components/form/use-validated-form';
import type { Language, Multilingual } from '@/api/types';
import { sharedMessages } from '@/components/messages';
import { localized } from '@/lib/format';
import type { CurriculumDetail, DistributionWrite, EduSubjectRef, SemesterDates, SemesterSubject } from '../api/types';
import { curriculumMessages } from '../messages';

export const MAX_VOCATIONAL_SUBJECTS = 2;
export const MAX_HOURS = 10000;

export type CustomKind = 'vocational' | 'exams';

export interface SubjectRow {
  edu_subject_id: number;
  edu_subject: EduSubjectRef | null;
  /** As typed, so that an empty field can be told apart from 0. */
  study_hours: string;
}

export interface SemesterRow {
  /** Identifies the row on the page; never sent. */
  key: number;
  edu_subject_id: number | null;
  study_hours: string;
  is_seperated: boolean;
}

export interface CustomName {
  uz: string;
  uz_cyrl?: string;
  ru: string;
  en: string;
}

export interface CustomRow {
  /** The server's id, or a temporary one (`new-1`, ...) until the row is saved. */
  id: number | string;
  name: CustomName;
  study_hours: number;
}

export interface DistributionState {
  version: number;
  subjects: SubjectRow[];
  /** Exactly number_of_semesters lists. */
  semesters: SemesterRow[][];
  dates: SemesterDates[];
  vocational: CustomRow[];
  exams: CustomRow[];
  /** The next row key and temporary id. */
  next: number;
}

export type DistributionAction =
  | { type: 'addSubject'; subject: EduSubjectRef; hours: number }
  | { type: 'setSubjectHours'; subjectId: number; hours: string }
  | { type: 'removeSubject'; subjectId: number }
  | { type: 'addSemesterRow'; semester: number }
  | { type: 'updateSemesterRow'; semester: number; key: number; patch: Partial<Omit<SemesterRow, 'key'>> }
  | { type: 'removeSemesterRow'; semester: number; key: number }
  | { type: 'setDate'; semester: number; field: keyof SemesterDates; value: string | null }
  | { type: 'addCustom'; kind: CustomKind; name: CustomName; hours: number }
  | { type: 'updateCustom'; kind: CustomKind; id: number | string; name: CustomName; hours: number }
  | { type: 'removeCustom'; kind: CustomKind; id: number | string };

const TEMPORARY_PREFIX = 'new-';

export function isTemporaryId(id: number | string): id is string {
  return typeof id === 'string';
}

const fullName = (name: Multilingual): CustomName => nameBody(nameValues(name));

/** The page's state from the curriculum as GET answers it. */
export function fromCurriculum(curriculum: CurriculumDetail): DistributionState {
  const count = Math.max(0, curriculum.number_of_semesters);
  let next = 1;
  const semesters = Array.from({ length: count }, (_, index) =>
    (curriculum.semester_edu_subjects[index] ?? []).map(
      (row): SemesterRow => ({ key: next++, edu_subject_id: row.edu_subject_id, study_hours: String(row.study_hours), is_seperated: row.is_seperated }),
    ),
  );
  const dates = Array.from({ length: count }, (_, index) => ({
    start_date: curriculum.semester_dates[index]?.start_date ?? null,
    end_date: curriculum.semester_dates[index]?.end_date ?? null,
  }));
  const custom = (rows: CurriculumDetail['exams']) => rows.map((row): CustomRow => ({ id: row.id, name: fullName(row.name), study_hours: row.study_hours }));
  return {
    version: curriculum.version,
    subjects: curriculum.edu_subject.map((row) => ({ edu_subject_id: row.edu_subject_id, edu_subject: row.edu_subject ?? null, study_hours: String(row.study_hours) })),
    semesters,
    dates,
    vocational: custom(curriculum.vocational_subjects),
    exams: custom(curriculum.exams),
    next,
  };
}

const replaceAt = <T>(list: readonly T[], index: number, change: (item: T) => T): T[] => list.map((item, at) => (at === index ? change(item) : item));

export function distributionReducer(state: DistributionState, action: DistributionAction): DistributionState {
  switch (action.type) {
    case 'addSubject':
      if (state.subjects.some((row) => row.edu_subject_id === action.subject.id)) return state;
      return {
        ...state,
        subjects: [...state.subjects, { edu_subject_id: action.subject.id, edu_subject: action.subject, study_hours: String(action.hours) }],
      };
    case 'setSubjectHours':
      return {
        ...state,
        subjects: state.subjects.map((row) => (row.edu_subject_id === action.subjectId ? { ...row, study_hours: action.hours } : row)),
      };
    case 'removeSubject':
      // A subject that leaves the curriculum leaves every semester with it.
      return {
        ...state,
        subjects: state.subjects.filter((row) => row.edu_subject_id !== action.subjectId),
        semesters: state.semesters.map((rows) => rows.filter((row) => row.edu_subject_id !== action.subjectId)),
      };
    case 'addSemesterRow':
      if (!state.semesters[action.semester]) return state;
      return {
        ...state,
        semesters: replaceAt(state.semesters, action.semester, (rows) => [
          ...rows,
          { key: state.next, edu_subject_id: null, study_hours: '0', is_seperated: false },
        ]),
        next: state.next + 1,
      };
    case 'updateSemesterRow': {
      const chosen = action.patch.edu_subject_id;
      if (chosen != null) {
        const rows = state.semesters[action.semester] ?? [];
        // A semester lists a subject once, and only a subject of the curriculum.
        if (!state.subjects.some((row) => row.edu_subject_id === chosen)) return state;
        if (rows.some((row) => row.key !== action.key && row.edu_subject_id === chosen)) return state;
      }
      return {
        ...state,
        semesters: replaceAt(state.semesters, action.semester, (rows) => rows.map((row) => (row.key === action.key ? { ...row, ...action.patch } : row))),
      };
    }
    case 'removeSemesterRow':
      return { ...state, semesters: replaceAt(state.semesters, action.semester, (rows) => rows.filter((row) => row.key !== action.key)) };
    case 'setDate':
      if (!state.dates[action.semester]) return state;
      return { ...state, dates: replaceAt(state.dates, action.semester, (dates) => ({ ...dates, [action.field]: action.value })) };
    case 'addCustom':
      if (action.kind === 'vocational' && state.vocational.length >= MAX_VOCATIONAL_SUBJECTS) return state;
      return {
        ...state,
        [action.kind]: [...state[action.kind], { id: `${TEMPORARY_PREFIX}${state.next}`, name: action.name, study_hours: action.hours }],
        next: state.next + 1,
      };
    case 'updateCustom':
      return {
        ...state,
        [action.kind]: state[action.kind].map((row) => (row.id === action.id ? { ...row, name: action.name, study_hours: action.hours } : row)),
      };
    case 'removeCustom':
      return { ...state, [action.kind]: state[action.kind].filter((row) => row.id !== action.id) };
  }
}

/** A subject's name in the given language, or its id when the catalogue no longer knows it. */
export function subjectName(row: Pick<SubjectRow, 'edu_subject_id' | 'edu_subject'>, language: Language): string {
  return row.edu_subject ? localized(row.edu_subject.name, language) : `#${row.edu_subject_id}`;
}

/** A whole number written in full, or null. */
export function parseHours(text: string): number | null {
  const trimmed = text.trim();
  return /^\d+$/.test(trimmed) ? Number(trimmed) : null;
}

/** Hours of a subject put into semesters so far. */
export function distributedHours(state: DistributionState, subjectId: number): number {
  return state.semesters.reduce(
    (sum, rows) => sum + rows.reduce((inner, row) => inner + (row.edu_subject_id === subjectId ? (parseHours(row.study_hours) ?? 0) : 0), 0),
    0,
  );
}

/** Hours of a subject still to be put into semesters (negative when too many were). */
export function remainingHours(state: DistributionState, subjectId: number): number {
  const row = state.subjects.find((subject) => subject.edu_subject_id === subjectId);
  return (row ? (parseHours(row.study_hours) ?? 0) : 0) - distributedHours(state, subjectId);
}

/** The curriculum's subjects a row of a semester may pick: its own and those the semester does not list yet. */
export function subjectChoices(state: DistributionState, semester: number, key: number | null): SubjectRow[] {
  const taken = new Set((state.semesters[semester] ?? []).filter((row) => row.key !== key).map((row) => row.edu_subject_id));
  return state.subjects.filter((row) => !taken.has(row.edu_subject_id));
}

/** Another row fits a semester while some subject of the curriculum is not in it yet. */
export function canAddSemesterRow(state: DistributionState, semester: number): boolean {
  return subjectChoices(state, semester, null).length > 0;
}

export function canAddVocational(state: DistributionState): boolean {
  return state.vocational.length < MAX_VOCATIONAL_SUBJECTS;
}

export interface RowErrors {
  subject?: FieldError;
  hours?: FieldError;
}

export interface DistributionErrors {
  /** By subject id: its allocated hours. */
  subjects: Record<number, FieldError>;
  /** By row key. */
  rows: Record<number, RowErrors>;
  /** By semester index. */
  dates: Record<number, { start?: FieldError; end?: FieldError }>;
  vocational?: FieldError;
  exams?: FieldError;
}

export function hasErrors(errors: DistributionErrors): boolean {
  return (
    Object.keys(errors.subjects).length > 0 ||
    Object.keys(errors.rows).length > 0 ||
    Object.keys(errors.dates).length > 0 ||
    errors.vocational !== undefined ||
    errors.exams !== undefined
  );
}

const required: FieldError = { message: sharedMessages.required };

function hoursError(text: string, min: number): FieldError | undefined {
  if (!text.trim()) return required;
  const hours = parseHours(text);
  if (hours === null || hours < min || hours > MAX_HOURS) return { message: sharedMessages.range, values: { min, max: MAX_HOURS } };
  return undefined;
}

/** The checks the server makes, so that most mistakes are shown before anything is sent. */
export function validateDistribution(state: DistributionState): DistributionErrors {
  const errors: DistributionErrors = { subjects: {}, rows: {}, dates: {} };
  for (const subject of state.subjects) {
    const error = hoursError(subject.study_hours, 1);
    if (error) errors.subjects[subject.edu_subject_id] = error;
    else if (remainingHours(state, subject.edu_subject_id) < 0)
      errors.subjects[subject.edu_subject_id] = { message: curriculumMessages.hoursExceeded, values: { hours: distributedHours(state, subject.edu_subject_id) } };
  }
  for (const rows of state.semesters) {
    for (const row of rows) {
      const rowErrors: RowErrors = {};
      if (row.edu_subject_id === null) rowErrors.subject = required;
      const hours = hoursError(row.study_hours, 0);
      if (hours) rowErrors.hours = hours;
      if (rowErrors.subject || rowErrors.hours) errors.rows[row.key] = rowErrors;
    }
  }
  let previousEnd: string | null = null;
  state.dates.forEach((dates, index) => {
    const found: { start?: FieldError; end?: FieldError } = {};
    if (!dates.start_date) found.start = required;
    if (!dates.end_date) found.end = required;
    if (dates.start_date && dates.end_date && dates.start_date >= dates.end_date) found.end = { message: curriculumMessages.endAfterStart };
    if (dates.start_date && previousEnd && dates.start_date <= previousEnd) found.start = { message: curriculumMessages.semesterOrder };
    if (found.start || found.end) errors.dates[index] = found;
    previousEnd = dates.end_date ?? previousEnd;
  });
  if (state.vocational.length === 0) errors.vocational = { message: curriculumMessages.vocationalMissing };
  if (state.exams.length === 0) errors.exams = { message: curriculumMessages.examsMissing };
  return errors;
}

/** The body of PUT .../separate-to-semesters/; call after validateDistribution found nothing. */
export function toDistributionBody(state: DistributionState): DistributionWrite {
  const custom = (rows: CustomRow[]) =>
    rows.map((row) => {
      const name = nameBody(nameValues(row.name));
      return isTemporaryId(row.id) ? { name, study_hours: row.study_hours } : { id: row.id, name, study_hours: row.study_hours };
    });
  return {
    version: state.version,
    edu_subject: state.subjects.map((row) => ({ edu_subject_id: row.edu_subject_id, study_hours: parseHours(row.study_hours) ?? 0 })),
    semester_edu_subjects: state.semesters.map((rows, index) =>
      rows
        .filter((row): row is SemesterRow & { edu_subject_id: number } => row.edu_subject_id !== null)
        .map(
          (row): SemesterSubject => ({
            edu_subject_id: row.edu_subject_id,
            semester_number: index + 1,
            study_hours: parseHours(row.study_hours) ?? 0,
            is_seperated: row.is_seperated,
          }),
        ),
    ),
    semester_dates: state.dates.map((dates) => ({ start_date: dates.start_date, end_date: dates.end_date })),
    vocational_subjects: custom(state.vocational),
    exams: custom(state.exams),
  };
}

export interface PlacedServerErrors {
  subjects: string[];
  /** By semester index: its dates and rows. */
  semesters: string[][];
  vocational: string[];
  exams: string[];
  /** Texts of fields the page has no place for. */
  other: string[];
}

const FIELD_PATTERN = /^(edu_subject|semester_edu_subjects|semester_dates|vocational_subjects|exams)(?:\[(\d+)\]|\.(\d+))?/;

/** The 422's field errors placed on the card they are about (`semester_dates[1].start_date` on semester II). */
export function placeServerErrors(fields: Record<string, string[]>, semesterCount: number): PlacedServerErrors {
  const placed: PlacedServerErrors = { subjects: [], semesters: Array.from({ length: semesterCount }, () => []), vocational: [], exams: [], other: [] };
  for (const [field, texts] of Object.entries(fields)) {
    const match = FIELD_PATTERN.exec(field);
    const part = match?.[1];
    const index = Number(match?.[2] ?? match?.[3] ?? Number.NaN);
    if (part === 'edu_subject') placed.subjects.push(...texts);
    else if (part === 'vocational_subjects') placed.vocational.push(...texts);
    else if (part === 'exams') placed.exams.push(...texts);
    else if ((part === 'semester_edu_subjects' || part === 'semester_dates') && placed.semesters[index]) placed.semesters[index].push(...texts);
    else placed.other.push(...texts);
  }
  return placed;
}

const ROMAN: [number, string][] = [
  [10, 'X'],
  [9, 'IX'],
  [5, 'V'],
  [4, 'IV'],
  [1, 'I'],
];

/** Semesters are labelled I, II, III, ... */
export function romanNumeral(value: number): string {
  let rest = value;
  let text = '';
  for (const [amount, letters] of ROMAN) {
    while (rest >= amount) {
      text += letters;
      rest -= amount;
    }
  }
  return text;
}
