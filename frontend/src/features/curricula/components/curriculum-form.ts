/** Values, validation and request body of the curriculum form. */
import type { MessageDescriptor } from 'react-intl';
import type { FieldError } from '@/components/form/use-validated-form';
import { sharedMessages } from '@/components/messages';
import type { Curriculum, CurriculumWrite, EduForm, EduLanguage, RatingType } from '../api/types';
import { curriculumMessages } from '../messages';

export const NAME_MAX_LENGTH = 255;
export const MIN_YEAR = 1991;
export const MAX_YEAR = 2100;
export const MIN_SEMESTERS = 1;
export const MAX_SEMESTERS = 12;

export interface CurriculumFormValues {
  name: string;
  subject_type_id: number | null;
  /** Years and semesters as typed. */
  start_year: string;
  end_year: string;
  edu_direction_id: number | null;
  edu_form: EduForm | '';
  curriculum_template_id: number | null;
  edu_language: EduLanguage | '';
  rating_type: RatingType | '';
  number_of_semesters: string;
}

export type CurriculumFormErrors = Partial<Record<keyof CurriculumFormValues, FieldError>>;

export const emptyCurriculumForm: CurriculumFormValues = {
  name: '',
  subject_type_id: null,
  start_year: '',
  end_year: '',
  edu_direction_id: null,
  edu_form: '',
  curriculum_template_id: null,
  edu_language: '',
  rating_type: '',
  number_of_semesters: '',
};

export function fromCurriculumRecord(curriculum: Curriculum): CurriculumFormValues {
  return {
    name: curriculum.name,
    subject_type_id: curriculum.subject_type_id,
    start_year: String(curriculum.start_year),
    end_year: String(curriculum.end_year),
    edu_direction_id: curriculum.edu_direction_id,
    edu_form: curriculum.edu_form,
    curriculum_template_id: curriculum.curriculum_template_id,
    edu_language: curriculum.edu_language,
    rating_type: curriculum.rating_type,
    number_of_semesters: String(curriculum.number_of_semesters),
  };
}

function whole(text: string): number | null {
  const trimmed = text.trim();
  return /^\d+$/.test(trimmed) ? Number(trimmed) : null;
}

/** The second year of study, shown beside the start year: start + 1. */
export function secondYear(startYear: string): string {
  const start = whole(startYear);
  return start === null ? '' : String(start + 1);
}

function range(text: string, min: number, max: number): FieldError | undefined {
  if (!text.trim()) return { message: sharedMessages.required };
  const value = whole(text);
  if (value === null || value < min || value > max) return { message: sharedMessages.range, values: { min, max } };
  return undefined;
}

/**
 * The server's rules: every field required, the end year after the start year, 1..12 semesters
 * (a lyceum's curricula at most 4: the server says so).
 */
export function validateCurriculumForm(values: CurriculumFormValues): CurriculumFormErrors {
  const errors: CurriculumFormErrors = {};
  const required: FieldError = { message: sharedMessages.required };
  const name = values.name.trim();
  if (!name) errors.name = required;
  else if (name.length > NAME_MAX_LENGTH) errors.name = { message: sharedMessages.maxLength, values: { max: NAME_MAX_LENGTH } };
  if (values.subject_type_id === null) errors.subject_type_id = required;
  const start = range(values.start_year, MIN_YEAR, MAX_YEAR);
  if (start) errors.start_year = start;
  const end = range(values.end_year, MIN_YEAR, MAX_YEAR);
  if (end) errors.end_year = end;
  else if (!start && (whole(values.end_year) ?? 0) <= (whole(values.start_year) ?? 0)) errors.end_year = { message: curriculumMessages.endAfterStartYear };
  if (values.edu_direction_id === null) errors.edu_direction_id = required;
  if (!values.edu_form) errors.edu_form = required;
  if (values.curriculum_template_id === null) errors.curriculum_template_id = required;
  if (!values.edu_language) errors.edu_language = required;
  if (!values.rating_type) errors.rating_type = required;
  const semesters = range(values.number_of_semesters, MIN_SEMESTERS, MAX_SEMESTERS);
  if (semesters) errors.number_of_semesters = semesters;
  return errors;
}

/** Call after validateCurriculumForm found nothing. */
export function toCurriculumBody(values: CurriculumFormValues, version?: number): CurriculumWrite {
  const body: CurriculumWrite = {
    name: values.name.trim(),
    subject_type_id: values.subject_type_id ?? 0,
    start_year: whole(values.start_year) ?? 0,
    end_year: whole(values.end_year) ?? 0,
    edu_direction_id: values.edu_direction_id ?? 0,
    edu_form: values.edu_form as EduForm,
    curriculum_template_id: values.curriculum_template_id ?? 0,
    edu_language: values.edu_language as EduLanguage,
    rating_type: values.rating_type as RatingType,
    number_of_semesters: whole(values.number_of_semesters) ?? 0,
  };
  if (version !== undefined) body.version = version;
  return body;
}

export const curriculumFieldLabels: Record<keyof CurriculumFormValues, MessageDescriptor> = {
  name: curriculumMessages.name,
  subject_type_id: curriculumMessages.subjectType,
  start_year: curriculumMessages.startYear,
  end_year: curriculumMessages.endYear,
  edu_direction_id: curriculumMessages.direction,
  edu_form: curriculumMessages.eduForm,
  curriculum_template_id: curriculumMessages.template,
  edu_language: curriculumMessages.language,
  rating_type: curriculumMessages.ratingType,
  number_of_semesters: curriculumMessages.semesters,
};
