/** Values, checks and request body of the contract form. */
import dayjs, { type Dayjs } from 'dayjs';
import type { FieldError } from '@/components/form/use-validated-form';
import { sharedMessages } from '@/components/messages';
import type { Contract, ContractKind, ContractWrite } from '../api/types';
import { financeMessages } from '../messages';
import { parseSoum, soumText } from './money';

export interface ContractFormValues {
  edu_group_id: number | null;
  student_id: number | null;
  date: Dayjs | null;
  academic_year: string;
  contract_kind: ContractKind;
  /** So‘m; empty takes the price's amount. */
  amount: string;
  discount_percent: string;
  state: 'ACTIVE' | 'ENDED';
  ended_on: Dayjs | null;
}

export type ContractFormErrors = Partial<Record<keyof ContractFormValues, FieldError>>;

export function emptyContractForm(year: number, group: number | null): ContractFormValues {
  return {
    edu_group_id: group,
    student_id: null,
    date: dayjs(),
    academic_year: String(year),
    contract_kind: 'STANDARD',
    amount: '',
    discount_percent: '0',
    state: 'ACTIVE',
    ended_on: null,
  };
}

export function fromContract(contract: Contract): ContractFormValues {
  return {
    edu_group_id: contract.edu_group_id,
    student_id: contract.student_id,
    date: dayjs(contract.date),
    academic_year: String(contract.academic_year),
    contract_kind: contract.contract_kind,
    amount: soumText(contract.amount),
    discount_percent: String(contract.discount_percent),
    state: contract.state,
    ended_on: contract.ended_on ? dayjs(contract.ended_on) : null,
  };
}

/** The server's rules: a student, a date, a year, an amount in so‘m if any, a discount of 0-100, a stop day of an ended contract not before its date. */
export function validateContractForm(values: ContractFormValues): ContractFormErrors {
  const errors: ContractFormErrors = {};
  const required = { message: sharedMessages.required };
  if (values.student_id === null) errors.student_id = required;
  if (!values.date?.isValid()) errors.date = required;
  const year = Number(values.academic_year);
  if (!Number.isInteger(year) || year < 2000 || year > 2100) errors.academic_year = { message: financeMessages.yearRange };
  if (values.amount.trim() && parseSoum(values.amount) === null) errors.amount = { message: financeMessages.amountFormat };
  const discount = Number(values.discount_percent);
  if (values.discount_percent.trim() === '' || !Number.isInteger(discount) || discount < 0 || discount > 100) {
    errors.discount_percent = { message: financeMessages.discountRange };
  }
  if (values.state === 'ENDED') {
    if (!values.ended_on?.isValid()) errors.ended_on = required;
    else if (values.date?.isValid() && values.ended_on.isBefore(values.date, 'day')) errors.ended_on = { message: financeMessages.endedBeforeDate };
  }
  return errors;
}

export function toContractBody(values: ContractFormValues, version?: number): ContractWrite {
  const amount = values.amount.trim() ? parseSoum(values.amount) : null;
  const body: ContractWrite = {
    student_id: values.student_id ?? 0,
    date: values.date?.isValid() ? values.date.format('YYYY-MM-DD') : '',
    academic_year: Number(values.academic_year),
    contract_kind: values.contract_kind,
    discount_percent: Number(values.discount_percent),
    state: values.state,
    ended_on: values.state === 'ENDED' && values.ended_on?.isValid() ? values.ended_on.format('YYYY-MM-DD') : '',
  };
  if (amount !== null) body.amount = amount;
  if (version !== undefined) body.version = version;
  return body;
}

export const CONTRACT_CONFLICTS = { contract_taken: 'student_id' } as const;
