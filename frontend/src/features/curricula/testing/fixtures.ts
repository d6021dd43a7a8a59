/** Curricula, references and profiles for the unit tests of the curriculum screens. */
import type { Profile } from '@/api/types';
import { profile } from '@/test/fixtures';
import type { CurriculumDetail, EduSubjectRef } from '../api/types';

export const curriculumPermissions = [
  'curriculum-view',
  'curriculum-add',
  'curriculum-edit',
  'curriculum-delete',
  'curriculum-approve',
  'curriculum-cancel',
  'curriculum-inactivate',
  'curriculum-archive',
  'curriculum-split-to-semesters',
  'edu-direction-view',
];

const tatu = { id: 1, name: { uz: 'Toshkent axborot texnologiyalari universiteti', ru: 'ТУИТ', en: 'TUIT' } };

export function curriculumAdmin(permissions = curriculumPermissions): Profile {
  return profile({ permissions, institution: tatu, institution_id: 1, institutions: [tatu] });
}

const subjectType = { id: 2, name: { uz: 'Mutaxassislik fanlari', ru: 'Специальные предметы', en: 'Speciality subjects' } };

export const mathematics: EduSubjectRef = { id: 11, code: 'MAT101', name: { uz: 'Oliy matematika', ru: 'Высшая математика', en: 'Higher mathematics' }, edu_subject_type: subjectType };
export const physics: EduSubjectRef = { id: 12, code: 'FIZ101', name: { uz: 'Fizika', ru: 'Физика', en: 'Physics' }, edu_subject_type: subjectType };
export const programming: EduSubjectRef = { id: 13, code: 'DAS101', name: { uz: 'Dasturlash asoslari', ru: 'Основы программирования', en: 'Programming basics' }, edu_subject_type: subjectType };

export function curriculum(overrides: Partial<CurriculumDetail> = {}): CurriculumDetail {
  return {
    id: 5,
    institution_id: 1,
    institution: tatu,
    name: 'Kompyuter injiniringi 2025',
    subject_type_id: 2,
    subject_type: subjectType,
    start_year: 2025,
    second_year: 2026,
    end_year: 2029,
    edu_direction_id: 3,
    edu_direction: { id: 3, code: '60610500', name: { uz: 'Kompyuter injiniringi', ru: 'Компьютерный инжиниринг', en: 'Computer engineering' } },
    status: 'NEW',
    edu_form: 'FULL_TIME',
    curriculum_template_id: 4,
    curriculum_template: { id: 4, name: { uz: 'Kompyuter injiniringi (namunaviy o‘quv reja)' } },
    edu_language: 'UZ',
    rating_type: 'HUNDRED_POINT',
    number_of_semesters: 2,
    allowed_actions: ['edit', 'distribute', 'approve', 'inactivate', 'delete'],
    version: 3,
    edu_subject: [
      { edu_subject_id: 11, study_hours: 120, edu_subject: mathematics, remaining_hours: 60 },
      { edu_subject_id: 12, study_hours: 90, edu_subject: physics, remaining_hours: 90 },
    ],
    semester_edu_subjects: [[{ edu_subject_id: 11, semester_number: 1, study_hours: 60, is_seperated: false }], []],
    semester_dates: [
      { start_date: '2025-09-01', end_date: '2026-01-20' },
      { start_date: null, end_date: null },
    ],
    vocational_subjects: [],
    exams: [],
    ...overrides,
  };
}

export const list = <T>(results: T[], count = results.length) => ({ status: 200, body: { results, count } });
