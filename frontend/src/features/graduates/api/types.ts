/**
 * Graduates and their documents as /graduates/ answers them. Written from the contract until the
 * generated schema holds them; then each becomes an alias of the generated shape.
 */
import type { Schemas } from '@/api/contract';
import type { Multilingual } from '@/api/types';

export const GRADUATE_STAGES = ['CANDIDATE', 'GRADUATED'] as const;
export type GraduateStage = (typeof GRADUATE_STAGES)[number];

export const DOCUMENT_KINDS = ['DIPLOMA', 'APPENDIX', 'CERTIFICATE'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];
export type DocumentStatus = 'VALID' | 'REVOKED';

export type GraduateAction =
  | 'graduate'
  | 'naming'
  | 'exam_ratings'
  | 'DIPLOMA'
  | 'DIPLOMA_DUPLICATE'
  | 'APPENDIX'
  | 'APPENDIX_DUPLICATE'
  | 'CERTIFICATE'
  | 'CERTIFICATE_DUPLICATE';

export interface GraduateListItem {
  id: number;
  fio: string;
  pinfl: string;
  student_status: Schemas['StudentStatusDto'];
  stage: GraduateStage;
  institution: { id: number; name: Multilingual };
  edu_group: { id: number; name: string; course: number };
  edu_direction: { id: number; code: string; name: Multilingual };
  diploma_series: string | null;
  diploma_number: string | null;
  graduated_at: string | null;
}

export interface SubjectResult {
  edu_subject_id: number;
  name: Multilingual;
  study_hours: number;
  rating: number | null;
  passed: boolean;
}

export interface ExamResult {
  exam_id: number;
  name: Multilingual;
  study_hours: number;
  rating: number | null;
}

export interface Naming {
  qualification: Multilingual;
  diploma_series: string;
  diploma_number: string;
  version: number;
}

export interface IssuedDocument {
  id: number;
  public_id: string;
  kind: DocumentKind;
  duplicate: boolean;
  number: string;
  original_id: number | null;
  status: DocumentStatus;
  issued_at: string;
  pdf_url: string;
}

export interface Readiness {
  ready: boolean;
  missing_subjects: { semester: number; edu_subject_id: number; name: Multilingual; rating: number | null }[];
  missing_exams: { exam_id: number; name: Multilingual }[];
}

export interface RatingScale {
  rating_type: 'FIVE_POINT' | 'HUNDRED_POINT';
  min_rating: number;
  max_rating: number;
  passing_rating: number;
}

export interface GraduateDetail extends GraduateListItem {
  serial_number: string;
  birth_date: string;
  gender: number;
  curriculum: RatingScale & { id: number; name: string; number_of_semesters: number };
  semesters: { number: number; subjects: SubjectResult[] }[];
  exams: ExamResult[];
  vocational_subjects: { name: Multilingual; study_hours: number }[];
  naming: Naming | null;
  readiness: Readiness;
  documents: IssuedDocument[];
  allowed_actions: GraduateAction[];
}

export interface ExamSheet extends RatingScale {
  exams: ExamResult[];
}

export interface ExamRatingEntry {
  exam_id: number;
  rating: number | null;
}

export interface NamingWrite {
  qualification: Multilingual;
  diploma_series: string;
  diploma_number: string;
  version: number;
}

export interface GraduationWrite {
  date: string;
  order_number: string;
}

export type JobStatus = 'RUNNING' | 'DONE' | 'FAILED';

export interface DocumentJob {
  id: number;
  edu_group_id: number;
  kind: DocumentKind;
  status: JobStatus;
  total: number;
  done: number;
  failed: { student_id: number; fio: string; message: string }[];
  started_at: string;
  finished_at: string | null;
}

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

/** A group to filter by or to issue documents for. */
export interface GroupOption {
  id: number;
  name: string;
  course: number;
}
