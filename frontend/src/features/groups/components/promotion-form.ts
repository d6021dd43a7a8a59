/** Values, checks and request body of the promotion of a group to the next course. */
import dayjs, { type Dayjs } from 'dayjs';
import type { FieldError } from '@/components/form/use-validated-form';
import { sharedMessages } from '@/components/messages';
import { DAY_FORMAT } from '@/lib/dates';
import type { PromotionWrite } from '../api/types';

export interface PromotionValues {
  /** A group of the next course of the same institution. */
  to_edu_group_id: number | null;
  /** The promotion order's number and date. */
  number: string;
  date: Dayjs | null;
}

export const emptyPromotion = (): PromotionValues => ({ to_edu_group_id: null, number: '', date: dayjs() });

type Errors = Partial<Record<keyof PromotionValues, FieldError>>;

/** The server's rules: a target group, an order number and a day. */
export function validatePromotion(values: PromotionValues): Errors {
  const errors: Errors = {};
  const required = { message: sharedMessages.required };
  if (values.to_edu_group_id === null) errors.to_edu_group_id = required;
  if (!values.number.trim()) errors.number = required;
  if (!values.date?.isValid()) errors.date = required;
  return errors;
}

export function toPromotionWrite(values: PromotionValues): PromotionWrite {
  return {
    to_edu_group_id: values.to_edu_group_id ?? 0,
    number: values.number.trim(),
    date: values.date?.format(DAY_FORMAT) ?? '',
  };
}

/** A GPA as the promotion shows it: one decimal. */
export const formatGpa = (gpa: number | null | undefined): string => (gpa === null || gpa === undefined ? '—' : gpa.toFixed(1));
