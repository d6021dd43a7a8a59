import type { InstitutionRef, Multilingual } from '@/api/types';

export const STAFF_STATUSES = ['ACTIVE', 'INACTIVE'] as const;
export type StaffStatus = (typeof STAFF_STATUSES)[number];

/** 1 male ('Erkak'), 2 female ('Ayol'). */
export type Gender = 1 | 2;

/** A person as /citizens/ and the staff object carry it. */
export interface Citizen {
  id: number;
  last_name: string;
  first_name: string;
  middle_name: string;
  pinfl: string;
  /** YYYY-MM-DD. */
  birth_date: string;
  gender: Gender;
  /** Series and number, AA1234567. */
  passport: string;
}

export type Name = Multilingual | string;

export interface PositionRef {
  id: number;
  name: Name;
  is_teaching: boolean;
}

/** A position of the catalogue as /staffs/positions/ answers it. */
export interface Position extends PositionRef {
  version: number;
}

export interface WorkForm {
  code: string;
  name: Name;
}

export interface EduSubjectRef {
  id: number;
  code: string;
  name: Name;
  edu_subject_type: { id: number; name: Name };
}

export interface EduSubject extends EduSubjectRef {
  study_hours?: number;
}

export interface StaffPosition {
  id: number;
  position_id: number;
  position: PositionRef;
  work_form: string;
  /** A share of a full-time post: 0.05 to 1.5 in steps of 0.05. */
  rate: number;
  edu_subject_ids: number[];
  edu_subjects: EduSubjectRef[];
}

/** A staff member as /staffs/ answers it. */
export interface Staff {
  id: number;
  institution_id: number;
  institution: InstitutionRef;
  citizen_id: number;
  citizen: Citizen;
  status: StaffStatus;
  staff_positions: StaffPosition[];
  version: number;
}

export interface StaffPositionWrite {
  position_id: number;
  work_form: string;
  rate: number;
  edu_subject_ids: number[];
}

/**
 * What POST and PUT /staffs/ take. With `citizen_id` that person is used (and `citizen` updates
 * them); without it a person with the same PINFL is reused, else created. PUT adds `version`.
 */
export interface StaffWrite {
  citizen_id?: number;
  citizen: Omit<Citizen, 'id'>;
  status: StaffStatus;
  staff_positions: StaffPositionWrite[];
  version?: number;
}

export const staffKeys = {
  all: ['staff'] as const,
  list: (params: object) => ['staff', 'list', params] as const,
  teachers: (params: object) => ['staff', 'teachers', params] as const,
  detail: (id: number) => ['staff', 'detail', id] as const,
  workForms: ['staff-reference', 'work-forms'] as const,
  positions: ['staff-reference', 'positions'] as const,
  citizen: (pinfl: string) => ['citizens', pinfl] as const,
  subjects: (search: string) => ['edu-subjects', 'options', search] as const,
  subject: (id: number) => ['edu-subjects', 'detail', id] as const,
};

/** "Aliyeva Nodira Karimovna": last, first and middle name. */
export function fullName(citizen: Pick<Citizen, 'last_name' | 'first_name' | 'middle_name'>): string {
  return [citizen.last_name, citizen.first_name, citizen.middle_name].filter((part) => part?.trim()).join(' ');
}
