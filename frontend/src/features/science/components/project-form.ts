/** Values, checks and request body of the project form. */
import dayjs, { type Dayjs } from 'dayjs';
import type { FieldError } from '@/components/form/use-validated-form';
import { sharedMessages } from '@/components/messages';
import type { Currency, MemberRole, Project, ProjectKind, ProjectWrite } from '../api/types';
import { scienceMessages } from '../messages';
import { minorToText, parseMinor } from './money';
import { personBody, personError, personRow, rowField, rowKey, type PersonRow } from './people';

export const NAME_MAX_LENGTH = 1000;
export const NUMBER_MAX_LENGTH = 64;
/** A project lasts at most ten calendar years. */
export const MAX_YEARS = 10;

export interface MemberRow extends PersonRow {
  role: MemberRole;
}

export interface FundingRow {
  key: number;
  year: string;
  /** In so‘m (or the currency's units), as typed: "250 000 000,50". */
  amount: string;
}

export interface ProjectFormValues {
  institution_id: number | null;
  name: string;
  number: string;
  kind: ProjectKind | '';
  foreign: boolean;
  currency: Currency;
  contract_number: string;
  contract_date: Dayjs | null;
  date_from: Dayjs | null;
  date_to: Dayjs | null;
  funding: FundingRow[];
  members: MemberRow[];
}

export type ProjectFieldKey = Exclude<keyof ProjectFormValues, 'funding' | 'members'> | 'funding' | 'members' | `funding.${number}` | `members.${number}`;
export type ProjectFormErrors = Partial<Record<ProjectFieldKey, FieldError>>;

export const newMember = (role: MemberRole): MemberRow => ({ key: rowKey(), fromStaff: true, staff: null, outside_name: '', role });
export const newFunding = (year: number | ''): FundingRow => ({ key: rowKey(), year: String(year), amount: '' });

export function emptyProjectForm(): ProjectFormValues {
  return {
    institution_id: null,
    name: '',
    number: '',
    kind: '',
    foreign: false,
    currency: 'UZS',
    contract_number: '',
    contract_date: null,
    date_from: null,
    date_to: null,
    funding: [],
    members: [newMember('LEADER')],
  };
}

const day = (text: string | null | undefined) => (text ? dayjs(text) : null);

export function fromProject(project: Project): ProjectFormValues {
  return {
    institution_id: project.institution_id,
    name: project.name,
    number: project.number,
    kind: project.kind,
    foreign: project.foreign,
    currency: project.currency,
    contract_number: project.contract_number,
    contract_date: day(project.contract_date),
    date_from: day(project.date_from),
    date_to: day(project.date_to),
    funding: project.funding.map((f) => ({ key: rowKey(), year: String(f.year), amount: minorToText(f.amount) })),
    members: project.members.map((m) => ({ ...personRow(m), role: m.role })),
  };
}

/** The server's rules, checked before anything is sent. */
export function validateProjectForm(values: ProjectFormValues, ministry: boolean): ProjectFormErrors {
  const errors: ProjectFormErrors = {};
  const required = { message: sharedMessages.required };
  if (ministry && values.institution_id === null) errors.institution_id = required;
  const name = values.name.trim();
  if (!name) errors.name = required;
  else if (name.length > NAME_MAX_LENGTH) errors.name = { message: sharedMessages.maxLength, values: { max: NAME_MAX_LENGTH } };
  const number = values.number.trim();
  if (!number) errors.number = required;
  else if (number.length > NUMBER_MAX_LENGTH) errors.number = { message: sharedMessages.maxLength, values: { max: NUMBER_MAX_LENGTH } };
  if (values.contract_number.trim().length > NUMBER_MAX_LENGTH) errors.contract_number = { message: sharedMessages.maxLength, values: { max: NUMBER_MAX_LENGTH } };
  if (!values.kind) errors.kind = required;
  if (!values.date_from?.isValid()) errors.date_from = required;
  if (!values.date_to?.isValid()) errors.date_to = required;
  const from = values.date_from?.isValid() ? values.date_from : null;
  const to = values.date_to?.isValid() ? values.date_to : null;
  if (from && to && to.isBefore(from, 'day')) errors.date_to = { message: scienceMessages.projectDatesOrder };
  else if (from && to && to.year() - from.year() >= MAX_YEARS) errors.date_to = { message: sharedMessages.range, values: { min: from.year(), max: from.year() + MAX_YEARS - 1 } };
  const seen = new Set<string>();
  values.funding.forEach((row, index) => {
    const year = Number(row.year);
    if (!/^\d{4}$/.test(row.year.trim())) errors[`funding.${index}`] = required;
    else if (from && to && (year < from.year() || year > to.year())) errors[`funding.${index}`] = { message: scienceMessages.projectYearOutside };
    else if (seen.has(row.year.trim())) errors[`funding.${index}`] = { message: scienceMessages.projectYearTwice };
    else if (parseMinor(row.amount) === null) errors[`funding.${index}`] = { message: scienceMessages.projectAmount };
    seen.add(row.year.trim());
  });
  if (values.members.length === 0) errors.members = required;
  else if (values.members.filter((m) => m.role === 'LEADER').length !== 1) errors.members = { message: scienceMessages.projectLeaderCount };
  values.members.forEach((member, index) => {
    const problem = personError(member, values.members.slice(0, index));
    if (problem) errors[`members.${index}`] = problem;
  });
  return errors;
}

const isoDay = (value: Dayjs | null) => (value?.isValid() ? value.format('YYYY-MM-DD') : '');

/** Call after validateProjectForm found nothing. */
export function toProjectBody(values: ProjectFormValues, ministry: boolean, version?: number): ProjectWrite {
  const body: ProjectWrite = {
    name: values.name.trim(),
    number: values.number.trim(),
    kind: values.kind as ProjectKind,
    foreign: values.foreign,
    currency: values.currency,
    contract_number: values.contract_number.trim(),
    contract_date: isoDay(values.contract_date),
    date_from: isoDay(values.date_from),
    date_to: isoDay(values.date_to),
    funding: values.funding.map((row) => ({ year: Number(row.year), amount: parseMinor(row.amount) ?? 0 })),
    members: values.members.map((member) => ({ ...personBody(member), role: member.role })),
  };
  if (ministry && values.institution_id !== null) body.institution_id = values.institution_id;
  if (version !== undefined) body.version = version;
  return body;
}

/** Where the server's refusals go: a member's and a year's under its row; a taken number under the number. */
export function projectFieldOf(serverKey: string): ProjectFieldKey | null | undefined {
  return (rowField(serverKey, 'members') ?? rowField(serverKey, 'funding')) as ProjectFieldKey | undefined;
}

export const PROJECT_CONFLICTS = { project_number_taken: 'number' } as const;

/** The sum of the rows that are amounts, in minor units. */
export function totalOf(rows: readonly FundingRow[]): number {
  return rows.reduce((sum, row) => sum + (parseMinor(row.amount) ?? 0), 0);
}
