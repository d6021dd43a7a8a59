/** Students as /students/ answers them (contract 13). */
import type { Multilingual } from '@/api/types';

export const STUDENT_STATUSES = ['ACTIVE', 'ON-LEAVE', 'WITHDRAW', 'GRADUATED', 'ARCHIVED'] as const;
export type StudentStatus = (typeof STUDENT_STATUSES)[number];

export const GENDERS = [1, 2] as const;
export const COURSES = [1, 2, 3, 4] as const;

export interface StudentGroupRef {
  id: number;
  name: string;
  course: number;
}

export interface Student {
  id: number;
  institution_id: number;
  institution?: { id: number; name: Multilingual | string };
  fio: string;
  pinfl: string;
  serial_number: string;
  birth_date: string;
  gender: number;
  social_status: string;
  student_status: StudentStatus;
  edu_group_id: number;
  edu_group: StudentGroupRef | null;
  login: string | null;
  allowed_statuses: StudentStatus[];
  version: number;
}

export interface StatusHistoryEntry {
  id: number;
  from_status: StudentStatus | null;
  to_status: StudentStatus;
  date: string;
  reason: string;
  order_number: string;
  created_at: string;
}

export interface StudentDetail extends Student {
  status_history: StatusHistoryEntry[];
}

export interface StudentWrite {
  fio: string;
  pinfl: string;
  serial_number: string;
  birth_date: string;
  gender: number;
  social_status: string;
  edu_group_id: number;
  version?: number;
}

export interface StatusChange {
  status: StudentStatus;
  date: string;
  reason: string;
  order_number: string;
  version?: number;
}

/** A group the forms and filters offer. */
export interface GroupOption {
  id: number;
  name: string;
  course: number;
  status?: string;
}

/** One refused line of an import. */
export interface ImportRow {
  line: number;
  column: string;
  message: string;
}

export const studentKeys = {
  all: ['students'] as const,
  list: (params: object) => ['students', 'list', params] as const,
  detail: (id: number) => ['students', 'detail', id] as const,
  groups: ['edu-groups', 'options'] as const,
};
