/** Groups, students, sheets and profiles for the unit tests of the group screens. */
import type { Profile } from '@/api/types';
import { profile } from '@/test/fixtures';
import type { Group, GroupStudent, RatingSheet } from '../api/types';

export const groupPermissions = ['edu-group-view', 'edu-group-add', 'edu-group-edit', 'edu-group-delete', 'edu-group-inactivate', 'student-view', 'curriculum-view', 'edu-direction-view'];

const tatu = { id: 1, name: { uz: 'Toshkent axborot texnologiyalari universiteti', ru: 'ТУИТ', en: 'TUIT' } };

export function groupAdmin(permissions = groupPermissions): Profile {
  return profile({ permissions, institution: tatu, institution_id: 1, institutions: [tatu] });
}

export function group(overrides: Partial<Group> = {}): Group {
  return {
    id: 7,
    institution_id: 1,
    institution: tatu,
    name: 'KI-21',
    course: 2,
    current_semester: 3,
    number_of_students: 25,
    current_number_of_students: 23,
    opened_year: 2025,
    curriculum_id: 4,
    curriculum: { id: 4, name: 'Kompyuter injiniringi 2025', rating_type: 'FIVE_POINT', number_of_semesters: 4 },
    edu_direction_id: 3,
    edu_direction: { id: 3, code: '60610500', name: { uz: 'Kompyuter injiniringi' } },
    edu_form: 'FULL_TIME',
    edu_language: 'UZ',
    status: 'ACTIVE',
    version: 2,
    ...overrides,
  };
}

export const students: GroupStudent[] = [
  { id: 1, fio: 'Karimova Malika Akmalovna', pinfl: '61403066010429', student_status: 'ACTIVE' },
  { id: 2, fio: 'Aliyev Jasur Bahodirovich', pinfl: '51206056010411', student_status: 'ACTIVE' },
  { id: 3, fio: 'Toshmatov Sardor', pinfl: '51507056010418', student_status: 'ON-LEAVE' },
  { id: 4, fio: 'Rahimova Nodira', pinfl: '61808056010415', student_status: 'WITHDRAW' },
];

export const mathematics = { id: 5, code: 'MAT101', name: { uz: 'Oliy matematika', ru: 'Высшая математика', en: 'Higher mathematics' }, study_hours: 120 };
export const physics = { id: 6, code: 'FIZ101', name: { uz: 'Fizika', ru: 'Физика', en: 'Physics' }, study_hours: 90 };

export function sheet(overrides: Partial<RatingSheet> = {}): RatingSheet {
  return {
    semester: 3,
    rating_type: 'FIVE_POINT',
    min_rating: 3,
    max_rating: 5,
    subjects: [mathematics, physics],
    students: [
      { id: 1, fio: 'Karimova Malika Akmalovna', pinfl: '52803036010011', student_status: 'ACTIVE' },
      { id: 2, fio: 'Aliyev Jasur Bahodirovich', pinfl: '31505056010022', student_status: 'ACTIVE' },
    ],
    ratings: [
      { student_id: 1, edu_subject_id: 5, rating: 4 },
      { student_id: 2, edu_subject_id: 6, rating: 5 },
    ],
    results: [],
    ...overrides,
  };
}

export function list<T>(results: T[], count = results.length) {
  return { status: 200, body: { results, count } };
}
