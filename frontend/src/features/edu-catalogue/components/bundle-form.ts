/** Values, validation and request body of the subject-bundle form. */
import { ApiError } from '@/api/client';
import { sharedMessages } from '@/components/messages';
import type { Bundle, BundleWrite, SubjectRef } from '../api/types';
import { emptyName, nameValues, nameBody, validateName, type FieldError, type NameValues } from './name-fields';

export interface BundleFormValues extends NameValues {
  /** The chosen subjects, kept whole so that their codes and names show without another call. */
  subjects: SubjectRef[];
}

export type BundleFormErrors = Partial<Record<keyof BundleFormValues, FieldError>>;

export const emptyBundleForm: BundleFormValues = { ...emptyName, subjects: [] };

export function fromBundle(bundle: Bundle): BundleFormValues {
  return { ...nameValues(bundle.name), subjects: bundle.edu_subjects };
}

/** A name and at least one subject (the picker offers each subject once). */
export function validateBundleForm(values: BundleFormValues): BundleFormErrors {
  const errors: BundleFormErrors = validateName(values);
  if (values.subjects.length === 0) errors.subjects = { message: sharedMessages.minItems, values: { min: 1 } };
  return errors;
}

export function toBundleBody(values: BundleFormValues, version?: number): BundleWrite {
  const body: BundleWrite = { name: nameBody(values), edu_subject_ids: [...new Set(values.subjects.map((subject) => subject.id))] };
  if (version !== undefined) body.version = version;
  return body;
}

/**
 * The failed save with the refusals of single subjects (`edu_subject_ids.<index>`: unknown,
 * repeated) gathered under the picker's name, each after the code of the subject it is about.
 */
export function withSubjectCodes(error: unknown, sent: readonly SubjectRef[]): unknown {
  if (!(error instanceof ApiError)) return error;
  const fields: Record<string, string[]> = {};
  for (const [key, texts] of Object.entries(error.fields)) {
    const match = /^edu_subject_ids\.(\d+)$/.exec(key);
    const code = match ? sent[Number(match[1])]?.code : undefined;
    const field = match ? 'edu_subject_ids' : key;
    fields[field] = [...(fields[field] ?? []), ...texts.map((text) => (code ? `${code}: ${text}` : text))];
  }
  return new ApiError(error.status, error.code, error.messages, fields);
}
