/** Values, checks and request body of the payment form. */
import dayjs, { type Dayjs } from 'dayjs';
import type { FieldError } from '@/components/form/use-validated-form';
import { sharedMessages } from '@/components/messages';
import type { Payment, PaymentWrite } from '../api/types';
import { financeMessages } from '../messages';
import { parseSoum, soumText } from './money';

export interface PaymentFormValues {
  edu_group_id: number | null;
  contract_id: number | null;
  date: Dayjs | null;
  /** So‘m. */
  amount: string;
  document_number: string;
  prepayment: boolean;
}

export const DOCUMENT_MAX_LENGTH = 64;

export function emptyPaymentForm(group: number | null): PaymentFormValues {
  return { edu_group_id: group, contract_id: null, date: dayjs(), amount: '', document_number: '', prepayment: false };
}

export function fromPayment(payment: Payment): PaymentFormValues {
  return {
    edu_group_id: null,
    contract_id: payment.contract_id,
    date: dayjs(payment.date),
    amount: soumText(payment.amount),
    document_number: payment.document_number,
    prepayment: payment.prepayment,
  };
}

/** The server's rules: a contract, a date, a positive amount in so‘m, a document number of at most 64 characters. */
export function validatePaymentForm(values: PaymentFormValues): Partial<Record<keyof PaymentFormValues, FieldError>> {
  const errors: Partial<Record<keyof PaymentFormValues, FieldError>> = {};
  const required = { message: sharedMessages.required };
  if (values.contract_id === null) errors.contract_id = required;
  if (!values.date?.isValid()) errors.date = required;
  const amount = parseSoum(values.amount);
  if (!values.amount.trim()) errors.amount = required;
  else if (amount === null || amount <= 0) errors.amount = { message: financeMessages.amountFormat };
  if (values.document_number.trim().length > DOCUMENT_MAX_LENGTH) errors.document_number = { message: sharedMessages.maxLength, values: { max: DOCUMENT_MAX_LENGTH } };
  return errors;
}

export function toPaymentBody(values: PaymentFormValues, version?: number): PaymentWrite {
  const body: PaymentWrite = {
    contract_id: values.contract_id ?? 0,
    date: values.date?.isValid() ? values.date.format('YYYY-MM-DD') : '',
    amount: parseSoum(values.amount) ?? 0,
    document_number: values.document_number.trim(),
    prepayment: values.prepayment,
  };
  if (version !== undefined) body.version = version;
  return body;
}

/** A refusal beyond the debt belongs under the amount. */
export const PAYMENT_RULES = { payment_beyond_debt: 'amount' } as const;
