/** Values, validation and request body of the institution form, and where the server's field errors go. */
import type { MessageDescriptor } from 'react-intl';
import { nameBody } from '@/components/form/name-values';
import { sharedMessages } from '@/components/messages';
import type { Institution, InstitutionType, InstitutionWrite } from '../api/types';
import { institutionMessages } from '../messages';


const CODE_PATTERN = /^[A-Za-z0-9_-]+$/;
const PHONE_CHARACTERS = /^\+?[\d\s()-]+$/;

export interface InstitutionFormValues {
  name_uz: string;
  name_uz_cyrl: string;
  name_ru: string;
  name_en: string;
  short_name: string;
  code: string;
  type: InstitutionType | '';
  region: string;
  address: string;
  phone: string;
  director: string;
}

export type FieldName = keyof InstitutionFormValues;
export type InstitutionFormErrors = Partial<Record<FieldName, { message: MessageDescriptor; values?: Record<string, string | number> }>>;

export const emptyInstitutionForm: InstitutionFormValues = {
  name_uz: '',
  name_uz_cyrl: '',
  name_ru: '',
  name_en: '',
  short_name: '',
  code: '',
  type: '',
  region: '',
  address: '',
  phone: '',
  director: '',
};

export function fromInstitution(institution: Institution): InstitutionFormValues {
  return {
    name_uz: institution.name.uz ?? '',
    name_uz_cyrl: institution.name.uz_cyrl ?? '',
    name_ru: institution.name.ru ?? '',
    name_en: institution.name.en ?? '',
    short_name: institution.short_name,
    code: institution.code,
    type: institution.type,
    region: institution.region,
    address: institution.address,
    phone: institution.phone,
    director: institution.director,
  };
}

/** A phone is optional; given, it holds 7 to 15 digits with an optional leading +, spaces, hyphens and brackets. */
export function isPhone(value: string): boolean {
  const digits = value.replace(/\D/g, '').length;
  return PHONE_CHARACTERS.test(value) && digits >= 7 && digits <= 15;
}

/** The server's length limits. */
export const MAX_LENGTH: Readonly<Record<FieldName, number>> = {
  name_uz: 255,
  name_uz_cyrl: 255,
  name_ru: 255,
  name_en: 255,
  short_name: 64,
  code: 32,
  type: 16,
  region: 128,
  address: 512,
  phone: 32,
  director: 255,
};

/** The same rules the server applies, so that most mistakes are shown before a request is made. */
export function validateInstitutionForm(values: InstitutionFormValues): InstitutionFormErrors {
  const errors: InstitutionFormErrors = {};
  for (const [field, max] of Object.entries(MAX_LENGTH) as [FieldName, number][]) {
    if (values[field].trim().length > max) errors[field] = { message: sharedMessages.maxLength, values: { max } };
  }
  const required = { message: sharedMessages.required };
  if (!values.name_uz.trim()) errors.name_uz = required;
  const code = values.code.trim();
  if (!code) errors.code = required;
  else if (!CODE_PATTERN.test(code)) errors.code = { message: institutionMessages.codeInvalid };
  if (!values.type) errors.type = required;
  const phone = values.phone.trim();
  if (phone && !errors.phone && !isPhone(phone)) errors.phone = { message: institutionMessages.phoneInvalid };
  return errors;
}

export function toInstitutionBody(values: InstitutionFormValues, version?: number): InstitutionWrite {
  const body: InstitutionWrite = {
    name: nameBody(values),
    short_name: values.short_name.trim(),
    code: values.code.trim(),
    type: values.type as InstitutionType,
    region: values.region as InstitutionWrite['region'],
    address: values.address.trim(),
    phone: values.phone.trim(),
    director: values.director.trim(),
  };
  if (version !== undefined) body.version = version;
  return body;
}

/** The server names fields as the request body does (`name.uz`, ... are the form's `name_uz`, ...); a whole name's refusal goes under the Uzbek name. */
export const INSTITUTION_SERVER_FIELDS = { name: 'name_uz' } as const;

/** Conflicts that are about one field: their message is shown under it. */
export const INSTITUTION_CONFLICTS = { institution_code_taken: 'code' } as const;

export const fieldLabels: Record<FieldName, MessageDescriptor> = {
  name_uz: institutionMessages.nameUz,
  name_uz_cyrl: institutionMessages.nameUzCyrl,
  name_ru: institutionMessages.nameRu,
  name_en: institutionMessages.nameEn,
  short_name: institutionMessages.shortName,
  code: institutionMessages.code,
  type: institutionMessages.type,
  region: institutionMessages.region,
  address: institutionMessages.address,
  phone: institutionMessages.phone,
  director: institutionMessages.director,
};
