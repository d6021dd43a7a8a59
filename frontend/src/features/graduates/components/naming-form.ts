import type { FieldError } from '@/components/form/use-validated-form';
import { sharedMessages } from '@/components/messages';
import type { Naming, NamingWrite } from '../api/types';
import { graduateMessages } from '../messages';

export interface NamingValues {
  name_uz: string;
  name_ru: string;
  name_en: string;
  diploma_series: string;
  diploma_number: string;
}

export const QUALIFICATION_MAX_LENGTH = 255;
/** One to three Latin capitals, as the state's diploma forms are printed. */
export const SERIES_PATTERN = /^[A-Z]{1,3}$/;
export const NUMBER_PATTERN = /^\d{7}$/;

export function namingValues(naming: Naming | undefined): NamingValues {
  return {
    name_uz: naming?.qualification.uz ?? '',
    name_ru: naming?.qualification.ru ?? '',
    name_en: naming?.qualification.en ?? '',
    diploma_series: naming?.diploma_series ?? '',
    diploma_number: naming?.diploma_number ?? '',
  };
}

export function validateNaming(values: NamingValues): Partial<Record<keyof NamingValues, FieldError>> {
  const errors: Partial<Record<keyof NamingValues, FieldError>> = {};
  if (!values.name_uz.trim()) errors.name_uz = { message: sharedMessages.required };
  const series = values.diploma_series.trim();
  if (!series) errors.diploma_series = { message: sharedMessages.required };
  else if (!SERIES_PATTERN.test(series)) errors.diploma_series = { message: graduateMessages.seriesInvalid };
  const number = values.diploma_number.trim();
  if (!number) errors.diploma_number = { message: sharedMessages.required };
  else if (!NUMBER_PATTERN.test(number)) errors.diploma_number = { message: graduateMessages.numberInvalid };
  return errors;
}

export function namingBody(values: NamingValues, version: number): NamingWrite {
  return {
    qualification: { uz: values.name_uz.trim(), ru: values.name_ru.trim(), en: values.name_en.trim() },
    diploma_series: values.diploma_series.trim(),
    diploma_number: values.diploma_number.trim(),
    version,
  };
}
