/** Students as /students/ answers them (contract 13). */
import type { ListItem, Schemas } from '@/api/contract';

export const STUDENT_STATUSES = ['ACTIVE', 'ON-LEAVE', 'WITHDRAW', 'GRADUATED', 'ARCHIVED'] as const;
export type StudentStatus = Schemas['StudentStatusDto'];

export const GENDERS = [1, 2] as const;
export const COURSES = [1, 2, 3, 4] as const;

export type StudentGroupRef = Schemas['StudentGroupDto'];

/** A student as the list and the card answer it; the status history comes with the card only. */
export type Student = Omit<ListItem<'/api/v1/students/'>, 'status_history'>;

export type StatusHistoryEntry = Schemas['StatusHistoryDto'];

export type StudentDetail = Student & { status_history: StatusHistoryEntry[] };

export type StudentWrite = Schemas['StudentWriteDto'];

export type StatusChange = Schemas['StatusChangeDto'];

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
