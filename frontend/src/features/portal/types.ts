/** The portal's calls (/me/...) as the server's OpenAPI document describes them. */
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
export type PortalRelation = Schemas['PortalRelationCode'];
export type PortalStudentDto = Schemas['PortalStudentDto'];
/** GET /me/: the signed-in person and the students they may read. */
export type MeDto = Result<'/api/v1/me/'>;
/** GET /me/schedule/: the lessons and exams of each day from `date_from` to `date_to`. */
export type PortalScheduleDto = Result<'/api/v1/me/schedule/'>;
export type AttendanceCode = Schemas['AttendanceCode'];
export type PortalLessonMarkDto = Schemas['PortalLessonDto'];
export type PortalSubjectAttendanceDto = Schemas['PortalSubjectAttendanceDto'];
/** GET /me/attendance/: per subject of a semester, the hours missed, the lateness and the marks. */
export type PortalAttendanceDto = Result<'/api/v1/me/attendance/'>;
/**
 * A scholarship awarded to the student, newest first: its type, the monthly amount in force this
 * month (tiyin; null when none is), its span, the order and whether this month is paid.
 */
export type PortalScholarshipDto = Schemas['PortalScholarshipDto'];
/** GET /me/finance/: amounts in tiyin; `debt` sums the contracts' debts; the scholarships awarded. */
export type PortalFinanceDto = Result<'/api/v1/me/finance/'>;
export type PortalOrderDto = Schemas['PortalOrderDto'];
/** GET /me/documents/: the orders naming the student and the documents issued to them. */
export type PortalDocumentsDto = Result<'/api/v1/me/documents/'>;
/** POST /me/documents/. */
export type PortalDocumentRequest = Schemas['RequestDocumentDto'];
/** GET /me/notifications/: the newest notifications, read or not by the signed-in person. */
export type PortalNotificationsDto = Result<'/api/v1/me/notifications/'>;
export type NotificationDto = Schemas['NotificationDto'];
