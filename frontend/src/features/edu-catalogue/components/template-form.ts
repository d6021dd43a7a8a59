/** Values, validation and request body of the model curriculum form and its table of subjects. */
import { sharedMessages } from '@/components/messages';
import type { CurriculumTemplate, CurriculumTemplateWrite, Direction, InstitutionType, SubjectRef } from '../api/types';
import { templateMessages } from '../messages';
import { emptyName, nameValues, parseWhole, rangeError, nameBody, validateName, type FieldError, type NameValues } from './name-fields';
import { MAX_HOURS, MIN_HOURS } from './subject-form';

export const MIN_SEMESTERS = 1;
export const MAX_SEMESTERS = 12;
/** An academic lyceum teaches two years. */
export const LYCEUM_MAX_SEMESTERS = 4;
export const DEFAULT_SEMESTERS = 4;

export interface TemplateRow {
  /** Identifies the row while rows are added and removed. */
  key: string;
  subject: SubjectRef | null;
  study_hours: string;
}

export interface TemplateFormValues extends NameValues {
  institution_type: InstitutionType | '';
  edu_direction_id: number | null;
  number_of_semesters: string;
  subjects: TemplateRow[];
}

export type TemplateFormErrors = Partial<Record<keyof TemplateFormValues, FieldError>>;
export type RowErrors = Partial<Record<'subject' | 'study_hours', FieldError>>;

let rowCount = 0;
export function newRow(subject: SubjectRef | null = null, hours = ''): TemplateRow {
  rowCount += 1;
  return { key: `row-${rowCount}`, subject, study_hours: hours };
}

export const emptyTemplateForm = (): TemplateFormValues => ({
  ...emptyName,
  institution_type: 'HEI',
  edu_direction_id: null,
  number_of_semesters: String(DEFAULT_SEMESTERS),
  subjects: [],
});

export function fromTemplate(template: CurriculumTemplate): TemplateFormValues {
  return {
    ...nameValues(template.name),
    institution_type: template.institution_type,
    edu_direction_id: template.edu_direction_id ?? null,
    number_of_semesters: String(template.number_of_semesters),
    subjects: template.subjects.map((row) => newRow({ ...row.edu_subject, id: row.edu_subject_id }, String(row.study_hours))),
  };
}

export function maxSemesters(type: InstitutionType | ''): number {
  return type === 'LYCEUM' ? LYCEUM_MAX_SEMESTERS : MAX_SEMESTERS;
}

/** Each row: a subject not chosen in an earlier row, and its hours 1..10000. */
export function validateRows(rows: readonly TemplateRow[]): RowErrors[] {
  const seen = new Set<number>();
  return rows.map((row) => {
    const errors: RowErrors = {};
    if (!row.subject) errors.subject = { message: sharedMessages.required };
    else if (seen.has(row.subject.id)) errors.subject = { message: templateMessages.duplicateSubject };
    else seen.add(row.subject.id);
    const hours = rangeError(row.study_hours, MIN_HOURS, MAX_HOURS);
    if (hours) errors.study_hours = hours;
    return errors;
  });
}

/** `directions`: the directions known, to check that the chosen one is of the institution type. */
export function validateTemplateForm(values: TemplateFormValues, directions: readonly Direction[] = []): TemplateFormErrors {
  const errors: TemplateFormErrors = validateName(values);
  if (!values.institution_type) errors.institution_type = { message: sharedMessages.required };
  const direction = directions.find((option) => option.id === values.edu_direction_id);
  if (direction && values.institution_type && direction.institution_type !== values.institution_type) {
    errors.edu_direction_id = { message: templateMessages.directionType };
  }
  const max = maxSemesters(values.institution_type);
  const semesters = parseWhole(values.number_of_semesters);
  if (values.institution_type === 'LYCEUM' && semesters !== null && semesters > LYCEUM_MAX_SEMESTERS) {
    errors.number_of_semesters = { message: templateMessages.lyceumSemesters };
  } else {
    const range = rangeError(values.number_of_semesters, MIN_SEMESTERS, max);
    if (range) errors.number_of_semesters = range;
  }
  if (values.subjects.length === 0) errors.subjects = { message: templateMessages.atLeastOneSubject };
  return errors;
}

/** A cell of the subjects table as the form and the server name it: `subjects.<index>.<field>`. */
export type TemplateRowKey = `subjects.${number}.${'edu_subject_id' | 'study_hours'}`;
export type TemplateFieldKey = keyof TemplateFormValues | TemplateRowKey;

export const rowKey = (index: number, field: 'edu_subject_id' | 'study_hours'): TemplateRowKey => `subjects.${index}.${field}`;

/** The form's checks and its rows' checks, each under its cell. */
export function validateTemplate(values: TemplateFormValues, directions: readonly Direction[] = []): Partial<Record<TemplateFieldKey, FieldError>> {
  const errors: Partial<Record<TemplateFieldKey, FieldError>> = validateTemplateForm(values, directions);
  validateRows(values.subjects).forEach((row, index) => {
    if (row.subject) errors[rowKey(index, 'edu_subject_id')] = row.subject;
    if (row.study_hours) errors[rowKey(index, 'study_hours')] = row.study_hours;
  });
  return errors;
}

/** The server's name of a cell (`subjects.<index>.<field>` or `subjects[<index>].<field>`) as the form's. */
export function templateFieldOf(key: string): TemplateFieldKey | undefined {
  const match = /^subjects(?:\.|\[)(\d+)\]?\.(\w+)$/.exec(key);
  if (!match) return undefined;
  return rowKey(Number(match[1]), match[2] === 'study_hours' ? 'study_hours' : 'edu_subject_id');
}

/** Call after validateTemplateForm found nothing. */
export function toTemplateBody(values: TemplateFormValues, version?: number): CurriculumTemplateWrite {
  const body: CurriculumTemplateWrite = {
    name: nameBody(values),
    edu_direction_id: values.edu_direction_id,
    institution_type: values.institution_type || 'HEI',
    number_of_semesters: parseWhole(values.number_of_semesters) ?? DEFAULT_SEMESTERS,
    subjects: values.subjects.map((row) => ({ edu_subject_id: row.subject?.id ?? 0, study_hours: parseWhole(row.study_hours) ?? MIN_HOURS })),
  };
  if (version !== undefined) body.version = version;
  return body;
}

export function totalHours(rows: readonly TemplateRow[]): number {
  return rows.reduce((sum, row) => sum + (parseWhole(row.study_hours) ?? 0), 0);
}

