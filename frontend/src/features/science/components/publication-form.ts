/** Values, checks and request body of the publication form. */
import type { FieldError } from '@/components/form/use-validated-form';
import { sharedMessages } from '@/components/messages';
import type { Indexing, Publication, PublicationKind, PublicationSubKind, PublicationWrite } from '../api/types';
import { SUB_KINDS } from '../api/types';
import { scienceMessages } from '../messages';
import { personBody, personError, personRow, rowField, rowKey, type PersonRow } from './people';
import type { StaffChoice } from './StaffPicker';

export const TITLE_MAX_LENGTH = 1000;
export const SOURCE_MAX_LENGTH = 500;
export const FIRST_YEAR = 1950;

export interface AuthorRow extends PersonRow {
  main: boolean;
}

export interface PublicationFormValues {
  institution_id: number | null;
  kind: PublicationKind | '';
  sub_kind: PublicationSubKind | '';
  title: string;
  year: string;
  source: string;
  doi: string;
  indexing: Indexing[];
  foreign: boolean;
  authors: AuthorRow[];
}

export type PublicationFieldKey = Exclude<keyof PublicationFormValues, 'authors'> | 'authors' | `authors.${number}`;
export type PublicationFormErrors = Partial<Record<PublicationFieldKey, FieldError>>;

export const newAuthor = (staff: StaffChoice | null, main: boolean): AuthorRow => ({
  key: rowKey(),
  fromStaff: true,
  staff,
  outside_name: '',
  main,
});

/** An empty form; `me` (an author entering their own work) starts as its main author. */
export function emptyPublicationForm(year: number, me: StaffChoice | null = null): PublicationFormValues {
  return {
    institution_id: null,
    kind: 'SCIENTIFIC',
    sub_kind: 'ARTICLE',
    title: '',
    year: String(year),
    source: '',
    doi: '',
    indexing: [],
    foreign: false,
    authors: [newAuthor(me, true)],
  };
}

export function fromPublication(publication: Publication): PublicationFormValues {
  return {
    institution_id: publication.institution_id,
    kind: publication.kind,
    sub_kind: publication.sub_kind,
    title: publication.title,
    year: String(publication.year),
    source: publication.source,
    doi: publication.doi ?? '',
    indexing: [...publication.indexing],
    foreign: publication.foreign,
    authors: publication.authors.map((author) => ({ ...personRow(author), main: author.main })),
  };
}

/** A DOI without its resolver link, as the server keeps it. */
export function bareDoi(text: string): string {
  return text.trim().replace(/^(https?:\/\/(dx\.)?doi\.org\/|doi:)/i, '').trim();
}

export const DOI_PATTERN = /^10\.\d{4,9}(\.\d+)*\/\S+$/;

/** The server's rules, checked before anything is sent. */
export function validatePublicationForm(values: PublicationFormValues, ministry: boolean, thisYear: number): PublicationFormErrors {
  const errors: PublicationFormErrors = {};
  const required = { message: sharedMessages.required };
  if (ministry && values.institution_id === null) errors.institution_id = required;
  if (!values.kind) errors.kind = required;
  if (!values.sub_kind) errors.sub_kind = required;
  else if (values.kind && !SUB_KINDS[values.kind].includes(values.sub_kind)) errors.sub_kind = required;
  const title = values.title.trim();
  if (!title) errors.title = required;
  else if (title.length > TITLE_MAX_LENGTH) errors.title = { message: sharedMessages.maxLength, values: { max: TITLE_MAX_LENGTH } };
  const year = /^\d{4}$/.test(values.year.trim()) ? Number(values.year) : NaN;
  if (!(year >= FIRST_YEAR && year <= thisYear + 1)) errors.year = { message: sharedMessages.range, values: { min: FIRST_YEAR, max: thisYear + 1 } };
  if (values.source.trim().length > SOURCE_MAX_LENGTH) errors.source = { message: sharedMessages.maxLength, values: { max: SOURCE_MAX_LENGTH } };
  const doi = bareDoi(values.doi);
  if (doi && !DOI_PATTERN.test(doi)) errors.doi = { message: scienceMessages.publicationDoiFormat };
  if (values.authors.length === 0) errors.authors = required;
  else if (values.authors.filter((author) => author.main).length !== 1) errors.authors = { message: scienceMessages.publicationMainAuthorCount };
  values.authors.forEach((author, index) => {
    const problem = personError(author, values.authors.slice(0, index));
    if (problem) errors[`authors.${index}`] = problem;
  });
  return errors;
}

/** Call after validatePublicationForm found nothing. */
export function toPublicationBody(values: PublicationFormValues, ministry: boolean, version?: number): PublicationWrite {
  const body: PublicationWrite = {
    kind: values.kind as PublicationKind,
    sub_kind: values.sub_kind as PublicationSubKind,
    title: values.title.trim(),
    year: Number(values.year),
    source: values.source.trim(),
    doi: bareDoi(values.doi),
    indexing: values.indexing,
    foreign: values.foreign,
    authors: values.authors.map((author) => ({ ...personBody(author), main: author.main })),
  };
  if (ministry && values.institution_id !== null) body.institution_id = values.institution_id;
  if (version !== undefined) body.version = version;
  return body;
}

/** Where the server's refusals go: an author's under its row. */
export function publicationFieldOf(serverKey: string): PublicationFieldKey | null | undefined {
  return rowField(serverKey, 'authors') as PublicationFieldKey | undefined;
}
