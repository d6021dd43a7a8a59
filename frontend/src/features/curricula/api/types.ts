/** Curricula as /curriculums/ answers them (CONTRACT-5), and the references their forms pick from. */
import type { Multilingual } from '@/api/types';

export const CURRICULUM_STATUSES = ['NEW', 'APPROVED', 'INACTIVE', 'ARCHIVED'] as const;
export type CurriculumStatus = (typeof CURRICULUM_STATUSES)[number];

export const EDU_FORMS = ['FULL_TIME', 'PART_TIME', 'EVENING', 'DISTANCE'] as const;
export type EduForm = (typeof EDU_FORMS)[number];

export const EDU_LANGUAGES = ['UZ', 'RU', 'EN', 'KAA'] as const;
export type EduLanguage = (typeof EDU_LANGUAGES)[number];

export const RATING_TYPES = ['FIVE_POINT', 'HUNDRED_POINT'] as const;
export type RatingType = (typeof RATING_TYPES)[number];

/** What the state machine allows now; the screens intersect it with the role's permissions. */
export type CurriculumAction = 'edit' | 'distribute' | 'approve' | 'cancel' | 'inactivate' | 'archive' | 'delete';

export interface NamedRef {
  id: number;
  name: Multilingual | string;
}

export interface DirectionRef {
  id: number;
  code: string;
  name: Multilingual | string;
}

export interface Curriculum {
  id: number;
  institution_id: number;
  institution: NamedRef;
  name: string;
  subject_type_id: number;
  subject_type: NamedRef;
  start_year: number;
  second_year: number;
  end_year: number;
  edu_direction_id: number;
  edu_direction: DirectionRef;
  status: CurriculumStatus;
  edu_form: EduForm;
  curriculum_template_id: number;
  curriculum_template: NamedRef;
  edu_language: EduLanguage;
  rating_type: RatingType;
  number_of_semesters: number;
  allowed_actions: CurriculumAction[];
  version: number;
}

export interface EduSubjectRef {
  id: number;
  code: string;
  name: Multilingual | string;
  edu_subject_type?: NamedRef;
}

export interface CurriculumSubject {
  edu_subject_id: number;
  study_hours: number;
  /** Null only when the catalogue lost the subject. */
  edu_subject: EduSubjectRef | null;
  remaining_hours?: number;
}

export interface SemesterSubject {
  edu_subject_id: number;
  semester_number: number;
  study_hours: number;
  is_seperated: boolean;
}

export interface SemesterDates {
  start_date: string | null;
  end_date: string | null;
}

/** A vocational subject or a final state attestation (DAK) exam. */
export interface CustomSubject {
  id: number;
  name: Multilingual;
  study_hours: number;
}

/** GET /curriculums/{id}/: the object plus its distribution over the semesters. */
export interface CurriculumDetail extends Curriculum {
  edu_subject: CurriculumSubject[];
  semester_edu_subjects: SemesterSubject[][];
  semester_dates: SemesterDates[];
  vocational_subjects: CustomSubject[];
  exams: CustomSubject[];
}

/** POST and PUT /curriculums/: the writable fields; PUT sends the version it read. */
export interface CurriculumWrite {
  name: string;
  subject_type_id: number;
  start_year: number;
  end_year: number;
  edu_direction_id: number;
  edu_form: EduForm;
  curriculum_template_id: number;
  edu_language: EduLanguage;
  rating_type: RatingType;
  number_of_semesters: number;
  version?: number;
}

/** PUT /curriculums/{id}/separate-to-semesters/: the whole distribution; new custom rows have no id. */
export interface DistributionWrite {
  version: number;
  edu_subject: { edu_subject_id: number; study_hours: number }[];
  semester_edu_subjects: SemesterSubject[][];
  semester_dates: SemesterDates[];
  vocational_subjects: { id?: number; name: Multilingual; study_hours: number }[];
  exams: { id?: number; name: Multilingual; study_hours: number }[];
}

export interface SubjectType {
  id: number;
  name: Multilingual | string;
  version: number;
}

export interface Direction {
  id: number;
  code: string;
  name: Multilingual | string;
  institution_type: string;
}

export interface CurriculumTemplate {
  id: number;
  name: Multilingual | string;
  institution_type: string;
  number_of_semesters: number;
}

export interface EduSubject {
  id: number;
  code: string;
  name: Multilingual | string;
  edu_subject_type: NamedRef;
  study_hours: number;
}

export interface KnownCustomSubject {
  name: Multilingual;
  study_hours: number;
}

export const curriculumKeys = {
  all: ['curriculums'] as const,
  list: (params: object) => ['curriculums', 'list', params] as const,
  detail: (id: number) => ['curriculums', 'detail', id] as const,
};

export const referenceKeys = {
  subjectTypes: ['edu-subject-types', 'options'] as const,
  directions: ['edu-directions', 'options'] as const,
  templates: ['curriculum-templates', 'options'] as const,
  eduSubjects: (search: string) => ['edu-subjects', 'options', search] as const,
  customSubjects: ['edu-subjects', 'custom-subjects'] as const,
};
