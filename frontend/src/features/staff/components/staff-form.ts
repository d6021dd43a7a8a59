/** Values, validation and request body of the staff form, and the server's field errors placed on its fields. */
import dayjs, { type Dayjs } from 'dayjs';
import { ApiError } from '@/api/client';
import { placeServerErrors, type FieldError, type PlacedErrors } from '@/components/form/use-validated-form';
import { sharedMessages } from '@/components/messages';
import { DAY_FORMAT } from '@/lib/dates';
import { checkPinfl, type PinflProblem } from '@/lib/pinfl';
import type { Citizen, EduSubjectRef, PositionRef, Staff, StaffStatus, StaffWrite } from '../api/types';
import { staffMessages } from '../messages';

export const NAME_MAX_LENGTH = 100;
export const PASSPORT_PATTERN = /^[A-Z]{2}\d{7}$/;
/** Rates in hundredths: 0.05 to 1.5 in steps of 0.05, at most 1.5 in all. */
export const RATE_STEP = 5;
export const RATE_MAX = 150;

export interface CitizenValues {
  /** The person found by PINFL, or null for a new one. */
  id: number | null;
  pinfl: string;
  last_name: string;
  first_name: string;
  middle_name: string;
  birth_date: Dayjs | null;
  gender: '' | '1' | '2';
  passport: string;
}

export interface PositionRow {
  /** Tells rows apart while they are added and removed. */
  key: number;
  position: PositionRef | null;
  work_form: string;
  /** As typed: "1", "0.25". */
  rate: string;
  /** Offered for a teaching position only. */
  subjects: EduSubjectRef[];
}

export interface StaffFormValues {
  citizen: CitizenValues;
  status: StaffStatus;
  positions: PositionRow[];
}

type CitizenField = Exclude<keyof CitizenValues, 'id'>;
export type RowField = 'position_id' | 'work_form' | 'rate' | 'edu_subject_ids';

/** Fields are named as the request body names them, so that the server's errors fall on them. */
export type StaffFieldKey = `citizen.${CitizenField}` | 'status' | 'staff_positions' | `staff_positions.${number}.${RowField}`;
export type StaffFormErrors = Partial<Record<StaffFieldKey, FieldError>>;

export const rowKey = (index: number, field: RowField): StaffFieldKey => `staff_positions.${index}.${field}`;

let lastRowKey = 0;

export function emptyRow(): PositionRow {
  lastRowKey += 1;
  return { key: lastRowKey, position: null, work_form: 'MAIN', rate: '1', subjects: [] };
}

export const emptyCitizen: CitizenValues = {
  id: null,
  pinfl: '',
  last_name: '',
  first_name: '',
  middle_name: '',
  birth_date: null,
  gender: '',
  passport: '',
};

export function emptyStaffForm(): StaffFormValues {
  return { citizen: emptyCitizen, status: 'ACTIVE', positions: [emptyRow()] };
}

export function fromCitizen(citizen: Citizen): CitizenValues {
  const birth = dayjs(citizen.birth_date);
  return {
    id: citizen.id,
    pinfl: citizen.pinfl,
    last_name: citizen.last_name,
    first_name: citizen.first_name,
    middle_name: citizen.middle_name ?? '',
    birth_date: birth.isValid() ? birth : null,
    gender: citizen.gender === 1 || citizen.gender === 2 ? (String(citizen.gender) as '1' | '2') : '',
    passport: citizen.passport ?? '',
  };
}

/**
 * A person the PINFL search did not find: birth date and sex read from the PINFL; names and
 * passport kept when they were typed for a new person already (the PINFL was corrected).
 */
export function newCitizen(previous: CitizenValues, pinfl: string): CitizenValues {
  const check = checkPinfl(pinfl);
  const kept = previous.id === null ? previous : emptyCitizen;
  return {
    ...kept,
    id: null,
    pinfl,
    birth_date: check.ok ? dayjs(check.facts.birthDate) : kept.birth_date,
    gender: check.ok ? (String(check.facts.gender) as '1' | '2') : kept.gender,
  };
}

export function fromStaff(staff: Staff): StaffFormValues {
  return {
    citizen: fromCitizen({ ...staff.citizen, id: staff.citizen.id ?? staff.citizen_id }),
    status: staff.status,
    positions: staff.staff_positions.map((item) => ({
      ...emptyRow(),
      position: item.position ?? { id: item.position_id, name: String(item.position_id), is_teaching: item.edu_subjects.length > 0 },
      work_form: item.work_form,
      rate: String(item.rate),
      subjects: item.edu_subjects,
    })),
  };
}

/** A rate as typed, in hundredths, when it is a number on the 0.05 grid from 0.05 to 1.5. */
export function parseRate(text: string): number | null {
  const normalized = text.trim().replace(',', '.');
  if (!/^\d+(\.\d+)?$/.test(normalized)) return null;
  const hundredths = Number(normalized) * 100;
  const rounded = Math.round(hundredths);
  if (Math.abs(hundredths - rounded) > 1e-6 || rounded % RATE_STEP !== 0 || rounded < RATE_STEP || rounded > RATE_MAX) return null;
  return rounded;
}

const PINFL_MESSAGES: Record<PinflProblem, FieldError> = {
  required: { message: sharedMessages.required },
  format: { message: sharedMessages.pinfl },
  checksum: { message: staffMessages.pinflChecksum },
  birth_date: { message: staffMessages.pinflBirthDate },
};

/** What is wrong with a PINFL before it is searched for, or undefined. */
export function pinflError(pinfl: string): FieldError | undefined {
  const check = checkPinfl(pinfl);
  return check.ok ? undefined : PINFL_MESSAGES[check.problem];
}

const required: FieldError = { message: sharedMessages.required };
const tooLong: FieldError = { message: sharedMessages.maxLength, values: { max: NAME_MAX_LENGTH } };

/** The server's rules (API.md, the staff contract), checked before anything is sent. */
export function validateStaffForm(values: StaffFormValues): StaffFormErrors {
  const errors: StaffFormErrors = {};
  const { citizen } = values;
  const check = checkPinfl(citizen.pinfl);
  if (!check.ok) errors['citizen.pinfl'] = PINFL_MESSAGES[check.problem];

  for (const field of ['last_name', 'first_name', 'middle_name'] as const) {
    const text = citizen[field].trim();
    if (!text && field !== 'middle_name') errors[`citizen.${field}`] = required;
    else if (text.length > NAME_MAX_LENGTH) errors[`citizen.${field}`] = tooLong;
  }

  if (citizen.birth_date === null) errors['citizen.birth_date'] = required;
  else if (!citizen.birth_date.isValid()) errors['citizen.birth_date'] = { message: staffMessages.dateInvalid };
  else if (check.ok && citizen.birth_date.format(DAY_FORMAT) !== check.facts.birthDate)
    errors['citizen.birth_date'] = { message: staffMessages.disagreesWithPinfl };

  if (!citizen.gender) errors['citizen.gender'] = required;
  else if (check.ok && Number(citizen.gender) !== check.facts.gender) errors['citizen.gender'] = { message: staffMessages.disagreesWithPinfl };

  const passport = citizen.passport.trim();
  if (!passport) errors['citizen.passport'] = required;
  else if (!PASSPORT_PATTERN.test(passport)) errors['citizen.passport'] = { message: staffMessages.passportInvalid };

  if (!values.status) errors.status = required;

  if (values.positions.length === 0) errors.staff_positions = { message: staffMessages.positionsRequired };
  const seen = new Set<number>();
  let total = 0;
  values.positions.forEach((row, index) => {
    if (!row.position) errors[rowKey(index, 'position_id')] = required;
    else if (seen.has(row.position.id)) errors[rowKey(index, 'position_id')] = { message: staffMessages.positionTwice };
    else seen.add(row.position.id);
    if (!row.work_form) errors[rowKey(index, 'work_form')] = required;
    const rate = parseRate(row.rate);
    if (!row.rate.trim()) errors[rowKey(index, 'rate')] = required;
    else if (rate === null) errors[rowKey(index, 'rate')] = { message: staffMessages.rateInvalid };
    else total += rate;
  });
  if (total > RATE_MAX) errors.staff_positions = { message: staffMessages.ratesTotal };
  return errors;
}

/** The sum of the rates that parse, in hundredths. */
export function totalRate(rows: readonly PositionRow[]): number {
  return rows.reduce((sum, row) => sum + (parseRate(row.rate) ?? 0), 0);
}

/** Call after validateStaffForm found nothing. */
export function toStaffBody(values: StaffFormValues, version?: number): StaffWrite {
  const { citizen } = values;
  const body: StaffWrite = {
    citizen: {
      last_name: citizen.last_name.trim(),
      first_name: citizen.first_name.trim(),
      middle_name: citizen.middle_name.trim(),
      pinfl: citizen.pinfl.trim(),
      birth_date: citizen.birth_date?.format(DAY_FORMAT) ?? '',
      gender: Number(citizen.gender) === 2 ? 2 : 1,
      passport: citizen.passport.trim(),
    },
    status: values.status,
    staff_positions: values.positions.map((row) => ({
      position_id: row.position?.id ?? 0,
      work_form: row.work_form,
      rate: (parseRate(row.rate) ?? 0) / 100,
      edu_subject_ids: row.position?.is_teaching ? row.subjects.map((subject) => subject.id) : [],
    })),
  };
  if (version !== undefined) body.version = version;
  return body;
}

const CITIZEN_FIELDS = ['pinfl', 'last_name', 'first_name', 'middle_name', 'birth_date', 'gender', 'passport'] as const;
const ROW_FIELDS: readonly string[] = ['position_id', 'work_form', 'rate', 'edu_subject_ids'];

/** A server field name written the form's way: `citizen.pinfl`, `staff_positions.0.rate`. */
export function formFieldOf(key: string): StaffFieldKey | null {
  const bare = key.startsWith('citizen.') ? key.slice('citizen.'.length) : key;
  if ((CITIZEN_FIELDS as readonly string[]).includes(bare)) return `citizen.${bare as CitizenField}`;
  if (key === 'citizen_id') return 'citizen.pinfl';
  if (key === 'status' || key === 'staff_positions') return key;
  const row = /^staff_positions(?:\.(\d+)|\[(\d+)\])\.(\w+)$/.exec(key);
  if (row && ROW_FIELDS.includes(row[3]!)) return rowKey(Number(row[1] ?? row[2]), row[3] as RowField);
  return null;
}

/** A person already on the staff (409 duplicate) and a PINFL of another person (409 pinfl_taken) are about the PINFL. */
export const STAFF_CONFLICTS = { duplicate: 'citizen.pinfl', pinfl_taken: 'citizen.pinfl' } as const;

/** The failed save's refusals on the form's fields (StaffForm places them so); the rest is general. */
export function staffServerErrors(error: unknown): PlacedErrors {
  return placeServerErrors<StaffFieldKey>(error, new Set(), formFieldOf, STAFF_CONFLICTS);
}

export function isStale(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'stale_version';
}
