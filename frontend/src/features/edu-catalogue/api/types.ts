/** The subject catalogue and the ministry's model curricula as the API answers them (CONTRACT: Catalogue). */
import type { Multilingual } from '@/api/types';

/** A subject type (general education, specialty, elective, ...). */
export interface SubjectType {
  id: number;
  name: Multilingual;
  version: number;
}

export interface SubjectTypeWrite {
  name: Multilingual;
  version?: number;
}

export interface SubjectTypeRef {
  id: number;
  name: Multilingual;
}

/** A subject of the catalogue as /edu-subjects/ answers it. */
export interface Subject {
  id: number;
  code: string;
  name: Multilingual;
  edu_subject_type_id: number;
  edu_subject_type: SubjectTypeRef;
  study_hours: number;
  version: number;
}

export interface SubjectWrite {
  code: string;
  name: Multilingual;
  edu_subject_type_id: number;
  study_hours: number;
  version?: number;
}

/** What a picker needs to show a subject. */
export interface SubjectRef {
  id: number;
  code: string;
  name: Multilingual;
  study_hours?: number;
}

export interface Bundle {
  id: number;
  name: Multilingual;
  edu_subject_ids: number[];
  edu_subjects: SubjectRef[];
  version: number;
}

export interface BundleWrite {
  name: Multilingual;
  edu_subject_ids: number[];
  version?: number;
}

export const INSTITUTION_TYPES = ['HEI', 'LYCEUM'] as const;
export type InstitutionType = (typeof INSTITUTION_TYPES)[number];

export interface DirectionRef {
  id: number;
  code: string;
  name: Multilingual;
}

/** A direction of study from /edu-directions/. */
export interface Direction extends DirectionRef {
  institution_type: InstitutionType;
}

export interface TemplateSubject {
  edu_subject_id: number;
  study_hours: number;
  edu_subject: SubjectRef & { edu_subject_type?: SubjectTypeRef };
}

/** A model curriculum (namunaviy o‘quv reja) as /curriculum-templates/ answers it. */
export interface CurriculumTemplate {
  id: number;
  name: Multilingual;
  edu_direction_id: number | null;
  edu_direction: DirectionRef | null;
  institution_type: InstitutionType;
  number_of_semesters: number;
  subjects: TemplateSubject[];
  version: number;
}

export interface CurriculumTemplateWrite {
  name: Multilingual;
  edu_direction_id: number | null;
  institution_type: InstitutionType;
  number_of_semesters: number;
  subjects: { edu_subject_id: number; study_hours: number }[];
  version?: number;
}

export const subjectTypeKeys = {
  all: ['edu-subject-types'] as const,
  list: (params: object) => ['edu-subject-types', 'list', params] as const,
  options: ['edu-subject-types', 'options'] as const,
};

export const subjectKeys = {
  all: ['edu-subjects'] as const,
  list: (params: object) => ['edu-subjects', 'list', params] as const,
  search: (search: string) => ['edu-subjects', 'search', search] as const,
  detail: (id: number) => ['edu-subjects', 'detail', id] as const,
};

export const bundleKeys = {
  all: ['subject-bundles'] as const,
  list: (params: object) => ['subject-bundles', 'list', params] as const,
  detail: (id: number) => ['subject-bundles', 'detail', id] as const,
};

export const templateKeys = {
  all: ['curriculum-templates'] as const,
  list: (params: object) => ['curriculum-templates', 'list', params] as const,
  detail: (id: number) => ['curriculum-templates', 'detail', id] as const,
};

export const directionKeys = {
  options: ['edu-directions', 'options'] as const,
};
