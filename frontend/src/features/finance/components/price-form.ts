/** Values, checks and request body of the price and base amount forms. */
import dayjs, { type Dayjs } from 'dayjs';
import type { FieldError } from '@/components/form/use-validated-form';
import { sharedMessages } from '@/components/messages';
import type { BaseAmount, BaseAmountWrite, ContractKind, EduForm, Price, PriceWrite } from '../api/types';
import { financeMessages } from '../messages';
import { parseSoum, soumText } from './money';

export interface PriceFormValues {
  institution_id: number | null;
  academic_year: string;
  edu_direction_id: number | null;
  edu_form: EduForm;
  contract_kind: ContractKind;
  rule: 'coefficient' | 'amount';
  coefficient: string;
  amount: string;
}

export function emptyPriceForm(year: number): PriceFormValues {
  return {
    institution_id: null,
    academic_year: String(year),
    edu_direction_id: null,
    edu_form: 'FULL_TIME',
    contract_kind: 'STANDARD',
    rule: 'coefficient',
    coefficient: '',
    amount: '',
  };
}

export function fromPrice(price: Price): PriceFormValues {
  return {
    institution_id: price.institution_id,
    academic_year: String(price.academic_year),
    edu_direction_id: price.edu_direction_id,
    edu_form: price.edu_form,
    contract_kind: price.contract_kind,
    rule: price.coefficient ? 'coefficient' : 'amount',
    coefficient: price.coefficient ?? '',
    amount: price.amount != null ? soumText(price.amount) : '',
  };
}

const COEFFICIENT = /^\d{1,6}([.,]\d{1,2})?$/;

export function validatePriceForm(values: PriceFormValues, ministry: boolean): Partial<Record<keyof PriceFormValues, FieldError>> {
  const errors: Partial<Record<keyof PriceFormValues, FieldError>> = {};
  const required = { message: sharedMessages.required };
  if (ministry && values.institution_id === null) errors.institution_id = required;
  const year = Number(values.academic_year);
  if (!Number.isInteger(year) || year < 2000 || year > 2100) errors.academic_year = { message: financeMessages.yearRange };
  if (values.edu_direction_id === null) errors.edu_direction_id = required;
  if (values.rule === 'coefficient') {
    const text = values.coefficient.trim();
    if (!text) errors.coefficient = required;
    else if (!COEFFICIENT.test(text) || Number(text.replace(',', '.')) <= 0) errors.coefficient = { message: financeMessages.coefficientFormat };
  } else {
    const amount = parseSoum(values.amount);
    if (!values.amount.trim()) errors.amount = required;
    else if (amount === null || amount <= 0) errors.amount = { message: financeMessages.amountFormat };
  }
  return errors;
}

export function toPriceBody(values: PriceFormValues, ministry: boolean, version?: number): PriceWrite {
  const body: PriceWrite = {
    academic_year: Number(values.academic_year),
    edu_direction_id: values.edu_direction_id ?? 0,
    edu_form: values.edu_form,
    contract_kind: values.contract_kind,
    coefficient: values.rule === 'coefficient' ? values.coefficient.trim() : '',
  };
  if (values.rule === 'amount') body.amount = parseSoum(values.amount) ?? 0;
  if (ministry && values.institution_id !== null) body.institution_id = values.institution_id;
  if (version !== undefined) body.version = version;
  return body;
}

export const PRICE_CONFLICTS = { price_taken: 'edu_direction_id' } as const;

export interface BaseAmountFormValues {
  amount: string;
  effective_from: Dayjs | null;
}

export function fromBaseAmount(amount: BaseAmount | null): BaseAmountFormValues {
  return amount ? { amount: soumText(amount.amount), effective_from: dayjs(amount.effective_from) } : { amount: '', effective_from: null };
}

export function validateBaseAmountForm(values: BaseAmountFormValues): Partial<Record<keyof BaseAmountFormValues, FieldError>> {
  const errors: Partial<Record<keyof BaseAmountFormValues, FieldError>> = {};
  const amount = parseSoum(values.amount);
  if (!values.amount.trim()) errors.amount = { message: sharedMessages.required };
  else if (amount === null || amount <= 0) errors.amount = { message: financeMessages.amountFormat };
  if (!values.effective_from?.isValid()) errors.effective_from = { message: sharedMessages.required };
  return errors;
}

export function toBaseAmountBody(values: BaseAmountFormValues, version?: number): BaseAmountWrite {
  const body: BaseAmountWrite = {
    amount: parseSoum(values.amount) ?? 0,
    effective_from: values.effective_from?.isValid() ? values.effective_from.format('YYYY-MM-DD') : '',
  };
  if (version !== undefined) body.version = version;
  return body;
}

export const BASE_AMOUNT_CONFLICTS = { base_amount_date_taken: 'effective_from' } as const;
