/**
 * The portal's calls (/me/...) as the portal contract names them. The server's OpenAPI document
 * does not describe them yet: once `npm run api:types` brings them into schema.d.ts, each of these
 * becomes its `Schemas['...']`. The shapes they share with the staff screens are the generated ones.
 */
import type { ListItem, Result, Schemas } from '@/api/contract';

export type NameDto = Schemas['NameDto'];
export type CalendarDayDto = Schemas['CalendarDayDto'];
export type CalendarLessonDto = Schemas['CalendarLessonDto'];
export type ExamDto = Schemas['ExamDto'];
/** What GET /students/{id}/results/ answers, and GET /me/results/ the same. */
export type StudentResultsDto = Result<'/api/v1/students/{id}/results/'>;
export type SemesterStandingDto = Schemas['SemesterStandingDto'];
export type SubjectStandingDto = Schemas['SubjectStandingDto'];
export type ContractDto = ListItem<'/api/v1/finance/contracts/'>;
export type PaymentDto = ListItem<'/api/v1/finance/payments/'>;
export type DocumentDto = Schemas['DocumentDto'];
export type OrderKindCode = Schemas['OrderKindCode'];
export type StudentStatusCode = Schemas['StudentStatusDto'];
export type StudyDocumentKind = Schemas['StudyDocumentKindDto'];

/** Whose record it is: the signed-in student's own, or a parent's child. */
export type PortalRelation = 'OWN' | 'CHILD';

export interface PortalStudentDto {
  id: number;
  fio: string;
  relation: PortalRelation;
  institution: { id: number; name: NameDto };
  edu_group: { id: number; name: string; course: number };
  student_status: StudentStatusCode;
  current_semester: number;
}

/** GET /me/: the signed-in person and the students they may read. */
export interface MeDto {
  user: { id: number; username: string; name: string };
  students: PortalStudentDto[];
}

/** GET /me/schedule/: the lessons and exams of each day from `date_from` to `date_to`. */
export interface PortalScheduleDto {
  student_id: number;
  date_from: string;
  date_to: string;
  days: CalendarDayDto[];
}

export type AttendanceCode = 'PRESENT' | 'LATE' | 'ABSENT' | 'EXCUSED';

export interface PortalLessonMarkDto {
  date: string;
  attendance: AttendanceCode;
  mark: number | null;
}

export interface PortalSubjectAttendanceDto {
  edu_subject_id: number;
  name: NameDto;
  absent_hours: number;
  excused_hours: number;
  late: number;
  /** Of the lesson marks, one decimal. */
  marks_average: number | null;
  lessons: PortalLessonMarkDto[];
}

/** GET /me/attendance/: per subject of a semester, the hours missed, the lateness and the marks. */
export interface PortalAttendanceDto {
  student_id: number;
  semester: number;
  subjects: PortalSubjectAttendanceDto[];
}

/** GET /me/finance/: amounts in tiyin; `debt` sums the contracts' debts. */
export interface PortalFinanceDto {
  student_id: number;
  contracts: ContractDto[];
  payments: PaymentDto[];
  debt: number;
}

export interface PortalOrderDto {
  id: number;
  number: string;
  date: string;
  kind: OrderKindCode;
  purpose: string;
  from_group: string | null;
  to_group: string | null;
  applied_at: string | null;
}

/** GET /me/documents/: the orders naming the student and the documents issued to them. */
export interface PortalDocumentsDto {
  student_id: number;
  orders: PortalOrderDto[];
  documents: DocumentDto[];
}

/** POST /me/documents/. */
export interface PortalDocumentRequest {
  student_id: number;
  kind: StudyDocumentKind;
}
