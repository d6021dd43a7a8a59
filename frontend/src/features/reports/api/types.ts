/** The reports as /reports/ answers them (the generated contract). */
import type { ListItem, Result, Schemas } from '@/api/contract';

export type StudentReport = Result<'/api/v1/reports/students/'>;
export type Figure = Schemas['FigureDto'];
export type InstitutionFigures = ListItem<'/api/v1/reports/by-otm/'>;
export type DirectionFigures = ListItem<'/api/v1/reports/by-direction/'>;
export type TeacherReportRow = ListItem<'/api/v1/reports/teachers/'>;
export type TeacherSubjectsRow = ListItem<'/api/v1/reports/by-teacher/'>;
export type Summary = Result<'/api/v1/reports/summary/'>;

/** The API's path of each report, after /api/v1. */
export const REPORT_CALLS = {
  students: '/reports/students/',
  byOtm: '/reports/by-otm/',
  byDirection: '/reports/by-direction/',
  teachers: '/reports/teachers/',
  byTeacher: '/reports/by-teacher/',
  summary: '/reports/summary/',
} as const;

export type ReportCall = keyof typeof REPORT_CALLS;

export const reportKeys = {
  all: ['reports'] as const,
  report: (call: ReportCall, params: object) => ['reports', call, params] as const,
};

export const STUDENT_STATUSES = ['ACTIVE', 'ON-LEAVE', 'WITHDRAW', 'GRADUATED', 'ARCHIVED'] as const satisfies readonly Schemas['StudentStatusCode'][];
export const CURRICULUM_STATUSES = ['NEW', 'APPROVED', 'INACTIVE', 'ARCHIVED'] as const satisfies readonly Schemas['CurriculumStatusCode'][];
export const EDU_FORMS = ['FULL_TIME', 'PART_TIME', 'EVENING', 'DISTANCE'] as const satisfies readonly Schemas['EduFormCode'][];
export const COURSES = [1, 2, 3, 4, 5, 6] as const;
