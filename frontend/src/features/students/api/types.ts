/** Students as /students/ answers them (contract 13). */
import type { ListItem, Result, Schemas } from '@/api/contract';
import type { paths } from '@/api/schema';

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

/** A group the forms and filters offer (GET /edu-groups/ answers more, of which these are used). */
export type GroupOption = Pick<ListItem<'/api/v1/edu-groups/'>, 'id' | 'name' | 'course'> & { status?: ListItem<'/api/v1/edu-groups/'>['status'] };

/** One refused line of an import (the error envelope's `rows`); `column` is '' when the problem is the line's. */
export type ImportRow = Pick<Schemas['RowProblem'], 'line' | 'message'> & { column: string };

/** A student's results per semester and subject, the GPAs and the debts (GET /students/{id}/results/). */
export type StudentResults = Result<'/api/v1/students/{id}/results/'>;
export type SemesterStanding = Schemas['SemesterStandingDto'];
export type SubjectStanding = Schemas['SubjectStandingDto'];

/** A transcript or reference issued to the student (GET /students/{id}/documents/). */
export type StudyDocument = Schemas['DocumentDto'];
export type StudyDocumentKind = Schemas['StudyDocumentKindDto'];

/** The portal accounts of a student and their parents. */
export type StudentAccountDto =
  paths['/api/v1/students/{id}/account/']['post']['responses'][201]['content']['application/json']['result'];
/** A PARENT account with the children the caller's institution may see. */
export type ParentDto = Result<'/api/v1/students/{id}/parents/'>[number];
export type StudentAccountWrite = Schemas['StudentAccountForm'];
/** A new PARENT account, linked to the student at once. */
export type ParentWrite = Schemas['ParentForm'];

export const studentKeys = {
  all: ['students'] as const,
  list: (params: object) => ['students', 'list', params] as const,
  detail: (id: number) => ['students', 'detail', id] as const,
  results: (id: number) => ['students', 'results', id] as const,
  documents: (id: number) => ['students', 'documents', id] as const,
  parents: (id: number) => ['students', 'parents', id] as const,
  parentSearch: (search: string) => ['students', 'parent-search', search] as const,
  groups: ['edu-groups', 'options'] as const,
};
