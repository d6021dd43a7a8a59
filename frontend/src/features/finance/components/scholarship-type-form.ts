/** Values, checks and request body of the scholarship type form: a name in three languages and its monthly amounts. */
import dayjs, { type Dayjs } from 'dayjs';
import { emptyName, nameBody, nameValues, type NameValues } from '@/components/form/name-values';
import type { FieldError } from '@/components/form/use-validated-form';
import { sharedMessages } from '@/components/messages';
import { DAY_FORMAT } from '@/lib/dates';
import type { ScholarshipType, ScholarshipTypeWrite } from '../api/types';
import { financeMessages } from '../messages';
import { parseSoum, soumText } from './money';

export const SCHOLARSHIP_NAME_MAX_LENGTH = 255;

/** A monthly amount as typed: so‘m, and the day it takes effect. */
export interface AmountRow {
  /** Identifies the row while rows are added and removed. */
  key: string;
  amount: string;
  effective_from: Dayjs | null;
}

export interface ScholarshipTypeFormValues extends NameValues {
  amounts: AmountRow[];
}

type AmountField = 'amount' | 'effective_from';
/** A cell of the amounts as the form and the server name it: `amounts.<index>.<field>`. */
export type AmountRowKey = `amounts.${number}.${AmountField}`;
export type ScholarshipTypeFieldKey = Exclude<keyof ScholarshipTypeFormValues, 'amounts'> | 'amounts' | AmountRowKey;
export type ScholarshipTypeErrors = Partial<Record<ScholarshipTypeFieldKey, FieldError>>;

export const amountKey = (index: number, field: AmountField): AmountRowKey => `amounts.${index}.${field}`;

let rowCount = 0;
export function newAmountRow(amount = '', effective_from: Dayjs | null = null): AmountRow {
  rowCount += 1;
  return { key: `amount-${rowCount}`, amount, effective_from };
}

/** A new type starts with one empty amount; a type read keeps its amounts newest first. */
export function fromScholarshipType(type: ScholarshipType | null): ScholarshipTypeFormValues {
  if (!type) return { ...emptyName, amounts: [newAmountRow()] };
  return {
    ...nameValues(type.name),
    amounts: type.amounts.map((row) => newAmountRow(soumText(row.amount), dayjs(row.effective_from))),
  };
}

/** The name in every language; at least one amount, each positive so‘m with its day, at most one a day. */
export function validateScholarshipTypeForm(values: ScholarshipTypeFormValues): ScholarshipTypeErrors {
  const errors: ScholarshipTypeErrors = {};
  const required = { message: sharedMessages.required };
  if (!values.name_uz.trim()) errors.name_uz = required;
  if (!values.name_ru.trim()) errors.name_ru = required;
  if (!values.name_en.trim()) errors.name_en = required;
  if (values.amounts.length === 0) errors.amounts = { message: financeMessages.scholarshipAmountsRequired };
  const days = new Set<string>();
  values.amounts.forEach((row, index) => {
    const amount = parseSoum(row.amount);
    if (!row.amount.trim()) errors[amountKey(index, 'amount')] = required;
    else if (amount === null || amount <= 0) errors[amountKey(index, 'amount')] = { message: financeMessages.amountFormat };
    if (!row.effective_from?.isValid()) {
      errors[amountKey(index, 'effective_from')] = required;
    } else {
      const day = row.effective_from.format(DAY_FORMAT);
      if (days.has(day)) errors[amountKey(index, 'effective_from')] = { message: financeMessages.scholarshipAmountDayTaken };
      days.add(day);
    }
  });
  return errors;
}

/** Call after validateScholarshipTypeForm found nothing; the amounts go in the form's order, so that the server's `amounts.<index>` names the row shown. */
export function toScholarshipTypeBody(values: ScholarshipTypeFormValues, version?: number): ScholarshipTypeWrite {
  const body: ScholarshipTypeWrite = {
    name: nameBody(values),
    amounts: values.amounts.map((row) => ({ amount: parseSoum(row.amount) ?? 0, effective_from: row.effective_from?.format(DAY_FORMAT) ?? '' })),
  };
  if (version !== undefined) body.version = version;
  return body;
}

/**
 * The server's name of a field as the form's: `name.uz` → name_uz, `amounts.0.amount` (or
 * `amounts[0].amount`) → that cell; anything else by the usual rule.
 */
export function scholarshipTypeFieldOf(key: string): ScholarshipTypeFieldKey | undefined {
  const name = /^name\.(uz|ru|en)$/.exec(key);
  if (name) return `name_${name[1] as 'uz' | 'ru' | 'en'}`;
  const row = /^amounts(?:\.(\d+)|\[(\d+)\])\.(amount|effective_from)$/.exec(key);
  if (row) return amountKey(Number(row[1] ?? row[2]), row[3] as AmountField);
  if (/^amounts(?:\.\d+|\[\d+\])?$/.test(key)) return 'amounts';
  return undefined;
}

/** A name another type has is refused with 409: its message goes under the Uzbek name. */
export const SCHOLARSHIP_TYPE_CONFLICTS = { scholarship_type_name_taken: 'name_uz' } as const;
