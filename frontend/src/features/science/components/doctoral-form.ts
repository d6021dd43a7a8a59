/** Values, checks and request body of the doctoral student form. */
import dayjs, { type Dayjs } from 'dayjs';
import type { FieldError } from '@/components/form/use-validated-form';
import { sharedMessages } from '@/components/messages';
import { checkPinfl } from '@/lib/pinfl';
import type { Citizen, DoctoralStatus, DoctoralStudent, DoctoralStudentWrite, DoctorateKind, StudyForm } from '../api/types';
import { scienceMessages } from '../messages';
import type { StaffChoice } from './StaffPicker';

export const NAME_MAX_LENGTH = 100;
export const THEME_MAX_LENGTH = 1000;
export const SPECIALTY_MAX_LENGTH = 255;

export interface PersonValues {
  pinfl: string;
  last_name: string;
  first_name: string;
  middle_name: string;
  birth_date: Dayjs | null;
  gender: '' | '1' | '2';
  passport: string;
}

export interface DoctoralFormValues {
  institution_id: number | null;
  citizen: PersonValues;
  kind: DoctorateKind | '';
  form: StudyForm | '';
  theme: string;
  specialty: string;
  supervisor: StaffChoice | null;
  course: '' | '1' | '2' | '3';
  admission_year: string;
  status: DoctoralStatus;
}

export type DoctoralFieldKey = Exclude<keyof DoctoralFormValues, 'citizen'> | `citizen.${keyof PersonValues}` | 'supervisor_staff_id';
export type DoctoralFormErrors = Partial<Record<DoctoralFieldKey, FieldError>>;

export const emptyPerson: PersonValues = { pinfl: '', last_name: '', first_name: '', middle_name: '', birth_date: null, gender: '', passport: '' };

export function emptyDoctoralForm(year: number): DoctoralFormValues {
  return {
    institution_id: null,
    citizen: emptyPerson,
    kind: 'PHD',
    form: 'FULL_TIME',
    theme: '',
    specialty: '',
    supervisor: null,
    course: '1',
    admission_year: String(year),
    status: 'ACTIVE',
  };
}

/** The person a PINFL search found, or a new one with the birth date and sex the PINFL gives. */
export function personOf(found: Citizen | null, pinfl: string, typed: PersonValues): PersonValues {
  if (found) {
    const born = dayjs(found.birth_date);
    return {
      pinfl: found.pinfl,
      last_name: found.last_name,
      first_name: found.first_name,
      middle_name: found.middle_name ?? '',
      birth_date: born.isValid() ? born : null,
      gender: found.gender === 1 || found.gender === 2 ? (String(found.gender) as '1' | '2') : '',
      passport: found.passport ?? '',
    };
  }
  const check = checkPinfl(pinfl);
  return {
    ...typed,
    pinfl,
    birth_date: check.ok ? dayjs(check.facts.birthDate) : typed.birth_date,
    gender: check.ok ? (String(check.facts.gender) as '1' | '2') : typed.gender,
  };
}

export function fromDoctoralStudent(student: DoctoralStudent): DoctoralFormValues {
  return {
    institution_id: student.institution_id,
    citizen: personOf({ ...student.citizen, id: student.citizen_id }, student.citizen.pinfl, emptyPerson),
    kind: student.kind,
    form: student.form,
    theme: student.theme,
    specialty: student.specialty,
    supervisor: { id: student.supervisor_staff_id, full_name: student.supervisor_name },
    course: String(student.course) as '1' | '2' | '3',
    admission_year: String(student.admission_year),
    status: student.status,
  };
}

/** The server's rules, checked before anything is sent. */
export function validateDoctoralForm(values: DoctoralFormValues, ministry: boolean, thisYear: number): DoctoralFormErrors {
  const errors: DoctoralFormErrors = {};
  const required = { message: sharedMessages.required };
  if (ministry && values.institution_id === null) errors.institution_id = required;
  const person = values.citizen;
  if (!checkPinfl(person.pinfl).ok) errors['citizen.pinfl'] = { message: sharedMessages.pinfl };
  for (const field of ['last_name', 'first_name'] as const) {
    if (!person[field].trim()) errors[`citizen.${field}`] = required;
  }
  for (const field of ['last_name', 'first_name', 'middle_name'] as const) {
    if (person[field].trim().length > NAME_MAX_LENGTH) errors[`citizen.${field}`] = { message: sharedMessages.maxLength, values: { max: NAME_MAX_LENGTH } };
  }
  if (!person.birth_date?.isValid()) errors['citizen.birth_date'] = required;
  if (!person.gender) errors['citizen.gender'] = required;
  if (!/^[A-Z]{2}\d{7}$/.test(person.passport)) errors['citizen.passport'] = required;
  if (!values.kind) errors.kind = required;
  if (!values.form) errors.form = required;
  if (!values.theme.trim()) errors.theme = required;
  else if (values.theme.trim().length > THEME_MAX_LENGTH) errors.theme = { message: sharedMessages.maxLength, values: { max: THEME_MAX_LENGTH } };
  if (!values.specialty.trim()) errors.specialty = required;
  else if (values.specialty.trim().length > SPECIALTY_MAX_LENGTH) errors.specialty = { message: sharedMessages.maxLength, values: { max: SPECIALTY_MAX_LENGTH } };
  if (!values.supervisor) errors.supervisor = required;
  if (!values.course) errors.course = required;
  const year = Number(values.admission_year);
  if (!/^\d{4}$/.test(values.admission_year) || year < 1990 || year > thisYear + 1)
    errors.admission_year = { message: sharedMessages.range, values: { min: 1990, max: thisYear + 1 } };
  return errors;
}

/** Call after validateDoctoralForm found nothing. */
export function toDoctoralBody(values: DoctoralFormValues, ministry: boolean, version?: number): DoctoralStudentWrite {
  const p = values.citizen;
  const body: DoctoralStudentWrite = {
    citizen: {
      pinfl: p.pinfl,
      last_name: p.last_name.trim(),
      first_name: p.first_name.trim(),
      middle_name: p.middle_name.trim(),
      birth_date: p.birth_date?.isValid() ? p.birth_date.format('YYYY-MM-DD') : '',
      gender: Number(p.gender),
      passport: p.passport,
    },
    kind: values.kind as DoctorateKind,
    form: values.form as StudyForm,
    theme: values.theme.trim(),
    specialty: values.specialty.trim(),
    supervisor_staff_id: values.supervisor?.id ?? 0,
    course: Number(values.course),
    admission_year: Number(values.admission_year),
    status: values.status,
  };
  if (ministry && values.institution_id !== null) body.institution_id = values.institution_id;
  if (version !== undefined) body.version = version;
  return body;
}

/** The server names the supervisor by its id field. */
export function doctoralFieldOf(serverKey: string): DoctoralFieldKey | null | undefined {
  return serverKey === 'supervisor_staff_id' ? 'supervisor' : undefined;
}

export const DOCTORAL_CONFLICTS = { doctoral_student_taken: 'citizen.pinfl', status_follows_defence: 'status' } as const;

/** The statuses a form offers: DEFENDED only to a student whose defence is recorded. */
export function statusChoices(defended: boolean): DoctoralStatus[] {
  return defended ? ['DEFENDED'] : ['ACTIVE', 'ON_LEAVE', 'WITHDRAWN'];
}

export const defendedNote = scienceMessages.doctoralDefendedByDefence;
