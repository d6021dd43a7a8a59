/** Graduates and their documents as /graduates/ answers them (the generated contract). */
import type { ListItem, Result, Schemas } from '@/api/contract';

export const GRADUATE_STAGES = ['CANDIDATE', 'GRADUATED'] as const satisfies readonly Schemas['GraduateStageDto'][];
export type GraduateStage = Schemas['GraduateStageDto'];

export const DOCUMENT_KINDS = ['DIPLOMA', 'APPENDIX', 'CERTIFICATE'] as const satisfies readonly Schemas['DocumentKindDto'][];
export type DocumentKind = Schemas['DocumentKindDto'];

export type GraduateAction = Schemas['GraduateActionDto'];
export type GraduateListItem = ListItem<'/api/v1/graduates/'>;
export type GraduateDetail = Result<'/api/v1/graduates/{id}/'>;
export type IssuedDocument = Schemas['DocumentDto'];
export type Readiness = Schemas['ReadinessDto'];
export type Naming = Result<'/api/v1/graduates/{id}/naming/'>;
export type NamingWrite = Schemas['NamingWriteDto'];
export type ExamSheet = Result<'/api/v1/graduates/{id}/exam-ratings/'>;
export type ExamRatingEntry = Schemas['ExamRatingDto'];
export type GraduationWrite = Schemas['GraduationDto'];
export type DocumentJob = Result<'/api/v1/document-jobs/{id}/'>;

/** A group to filter by or to issue documents for (GET /edu-groups/ answers more, of which these are used). */
export type GroupOption = Pick<ListItem<'/api/v1/edu-groups/'>, 'id' | 'name' | 'course'>;

export const graduateKeys = {
  all: ['graduates'] as const,
  list: (params: object) => ['graduates', 'list', params] as const,
  detail: (id: number) => ['graduates', 'detail', id] as const,
  exams: (id: number) => ['graduates', 'exams', id] as const,
  naming: (id: number) => ['graduates', 'naming', id] as const,
  job: (id: number) => ['document-jobs', id] as const,
  groups: ['graduates', 'groups'] as const,
  /** The students area's queries, read again when a student graduates. */
  students: ['students'] as const,
};
