/** Staff, people and the references of the staff form, as the generated contract names them. */
import type { ListItem, Schemas } from '@/api/contract';

export type StaffStatus = Schemas['StaffStatusCode'];
export const STAFF_STATUSES = ['ACTIVE', 'INACTIVE'] as const satisfies readonly StaffStatus[];

/** 1 male ('Erkak'), 2 female ('Ayol'). */
export type Gender = 1 | 2;

/** A person as /citizens/ and the staff object carry them (birth_date YYYY-MM-DD, passport AA1234567). */
export type Citizen = Schemas['CitizenDto'];

export type Name = Schemas['NameDto'];

export type PositionRef = Schemas['PositionRefDto'];

/** A position of the catalogue as /staffs/positions/ answers it. */
export type Position = ListItem<'/api/v1/staffs/positions/'>;

export type WorkForm = ListItem<'/api/v1/staffs/work-forms/'>;

export type EduSubjectRef = Schemas['TaughtSubjectDto'];

/** A subject the teacher filter and the position rows pick from (GET /edu-subjects/). */
export type EduSubject = ListItem<'/api/v1/edu-subjects/'>;

/** A position held, with its rate (a share of a full-time post: 0.05 to 1.5 in steps of 0.05). */
export type StaffPosition = Schemas['StaffPositionDto'];

/** A staff member as /staffs/ answers it. */
export type Staff = ListItem<'/api/v1/staffs/'>;

export type StaffPositionWrite = Schemas['StaffPositionWriteDto'];

/**
 * What POST and PUT /staffs/ take: the person is matched by PINFL (one already known is reused and
 * brought up to date); PUT adds `version`.
 */
export type StaffWrite = Schemas['StaffWriteDto'];

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
