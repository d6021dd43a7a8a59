import type { Dayjs } from 'dayjs';
import type { FieldError } from '@/components/form/use-validated-form';
import { sharedMessages } from '@/components/messages';
import { DAY_FORMAT } from '@/lib/dates';
import type { ExcuseWrite } from '../api/types';
import { excuseMessages } from '../messages';

export interface ExcuseValues {
  date_from: Dayjs | null;
  date_to: Dayjs | null;
  reason: string;
  document: string;
}

type Errors = Partial<Record<keyof ExcuseValues, FieldError>>;

/** Both days, the later not before the earlier, a reason and the document behind it. */
export function validateExcuse(values: ExcuseValues): Errors {
  const errors: Errors = {};
  if (!values.date_from?.isValid()) errors.date_from = { message: sharedMessages.required };
  if (!values.date_to?.isValid()) errors.date_to = { message: sharedMessages.required };
  else if (values.date_from?.isValid() && values.date_to.isBefore(values.date_from, 'day')) errors.date_to = { message: excuseMessages.dateOrder };
  if (!values.reason.trim()) errors.reason = { message: sharedMessages.required };
  if (!values.document.trim()) errors.document = { message: sharedMessages.required };
  return errors;
}

export function toExcuseWrite(values: ExcuseValues): ExcuseWrite {
  return {
    date_from: values.date_from?.format(DAY_FORMAT) ?? '',
    date_to: values.date_to?.format(DAY_FORMAT) ?? '',
    reason: values.reason.trim(),
    document: values.document.trim(),
  };
}
