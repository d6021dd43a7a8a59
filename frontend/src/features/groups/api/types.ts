/** Groups as /edu-groups/ answers them (contract 13), and the references their form picks from. */
import type { Schemas } from '@/api/contract';
import type { Multilingual } from '@/api/types';

export const GROUP_STATUSES = ['ACTIVE', 'INACTIVE'] as const;
export type GroupStatus = Schemas['GroupStatusDto'];

export const COURSES = [1, 2, 3, 4] as const;

export const EDU_FORMS = ['FULL_TIME', 'PART_TIME', 'EVENING', 'DISTANCE'] as const;
export const EDU_LANGUAGES = ['UZ', 'RU', 'EN', 'KAA'] as const;

export const STUDENT_STATUSES = ['ACTIVE', 'ON-LEAVE', 'WITHDRAW', 'GRADUATED', 'ARCHIVED'] as const;
export type StudentStatus = Schemas['StudentStatusDto'];

export type RatingType = Schemas['RatingTypeCode'];

export interface NamedRef {
  id: number;
  name: Multilingual | string;
}

export interface GroupCurriculumRef {
  id: number;
  name: string;
  rating_type: RatingType;
  number_of_semesters: number;
}

export interface DirectionRef {
  id: number;
  code: string;
  name: Multilingual | string;
}

export interface Group {
  id: number;
  institution_id: number;
  institution?: NamedRef;
  name: string;
  course: number;
  current_semester: number;
  number_of_students: number;
  current_number_of_students: number;
  opened_year: number;
  curriculum_id: number;
  curriculum: GroupCurriculumRef;
  edu_direction_id: number;
  edu_direction: DirectionRef;
  edu_form: string;
  edu_language: string;
  status: GroupStatus;
  version: number;
}

export interface GroupWrite {
  name: string;
  course: number;
  current_semester: number;
  number_of_students: number;
  opened_year: number;
  curriculum_id: number;
  edu_direction_id: number;
  edu_form: string;
  edu_language: string;
  version?: number;
}

/** A student of the group, as GET /edu-groups/{id}/students/ answers them. */
export type GroupStudent = Schemas['GroupStudentDto'];

export interface GroupSubject {
  id: number;
  code: string;
  name: Multilingual | string;
  study_hours?: number;
}

export interface Subgroup {
  name: string;
  student_ids: number[];
}

export interface Subgroups {
  edu_subject_id: number;
  subgroups: Subgroup[];
}

export interface RatingEntry {
  student_id: number;
  edu_subject_id: number;
  rating: number | null;
}

export interface RatingSheet {
  semester: number;
  rating_type: RatingType;
  min_rating: number;
  max_rating: number;
  subjects: GroupSubject[];
  students: { id: number; fio: string; student_status: string }[];
  ratings: RatingEntry[];
}

/** An approved curriculum the form offers, with what a group takes from it. */
export interface CurriculumOption {
  id: number;
  name: string;
  edu_direction_id: number;
  edu_form: string;
  edu_language: string;
  number_of_semesters: number;
}

export interface DirectionOption {
  id: number;
  code: string;
  name: Multilingual | string;
}

export const groupKeys = {
  all: ['edu-groups'] as const,
  list: (params: object) => ['edu-groups', 'list', params] as const,
  detail: (id: number) => ['edu-groups', 'detail', id] as const,
  students: (id: number) => ['edu-groups', 'students', id] as const,
  subjects: (id: number, semester: number | undefined) => ['edu-groups', 'subjects', id, semester ?? 0] as const,
  subgroups: (id: number, subjectId: number) => ['edu-groups', 'subgroups', id, subjectId] as const,
  ratings: (id: number, semester: number | undefined) => ['edu-groups', 'ratings', id, semester ?? 0] as const,
};

export const groupReferenceKeys = {
  curricula: ['curriculums', 'options', 'APPROVED'] as const,
  directions: ['edu-directions', 'options'] as const,
};
