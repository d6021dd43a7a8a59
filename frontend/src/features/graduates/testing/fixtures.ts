/** Candidates, graduates and profiles for the unit tests of the graduates screens. */
import type { Profile } from '@/api/types';
import { profile } from '@/test/fixtures';
import type { GraduateDetail, IssuedDocument } from '../api/types';

export const graduatePermissions = [
  'graduate-view',
  'generate-diploma',
  'generate-diploma-duplicate',
  'generate-appendix',
  'generate-certificate',
  'student-edit',
  'edu-group-view',
];

const tatu = { id: 1, name: { uz: 'Toshkent axborot texnologiyalari universiteti', ru: 'ТУИТ', en: 'TUIT' } };

export function graduateAdmin(permissions = graduatePermissions): Profile {
  return profile({ permissions, institution: tatu, institution_id: 1, institutions: [tatu] });
}

const name = (uz: string) => ({ uz, ru: uz, en: uz });

export function document(overrides: Partial<IssuedDocument> = {}): IssuedDocument {
  return {
    id: 31,
    public_id: '1f0c2a4e-5b6d-4c7e-8f90-a1b2c3d4e5f6',
    kind: 'DIPLOMA',
    duplicate: false,
    number: 'B 1234567',
    original_id: null,
    status: 'VALID',
    issued_at: '2027-07-01T09:00:00Z',
    pdf_url: '/api/v1/documents/31/pdf/',
    ...overrides,
  };
}

export function candidate(overrides: Partial<GraduateDetail> = {}): GraduateDetail {
  return {
    id: 12,
    fio: 'Karimov Jasur Olim o‘g‘li',
    pinfl: '31505036010011',
    student_status: 'ACTIVE',
    stage: 'CANDIDATE',
    institution: tatu,
    edu_group: { id: 3, name: 'KI-21', course: 4 },
    edu_direction: { id: 2, code: '60610500', name: name('Kompyuter injiniringi') },
    diploma_series: null,
    diploma_number: null,
    graduated_at: null,
    serial_number: 'AA1234567',
    birth_date: '2003-05-15',
    gender: 1,
    curriculum: {
      id: 4,
      name: 'Kompyuter injiniringi 2023',
      rating_type: 'HUNDRED_POINT',
      number_of_semesters: 2,
      min_rating: 3,
      max_rating: 100,
      passing_rating: 55,
    },
    semesters: [
      { number: 1, subjects: [{ edu_subject_id: 7, name: name('Oliy matematika'), study_hours: 120, rating: 81, passed: true }] },
      {
        number: 2,
        subjects: [
          { edu_subject_id: 8, name: name('Dasturlash'), study_hours: 90, rating: 40, passed: false },
          { edu_subject_id: 9, name: name('Fizika'), study_hours: 60, rating: null, passed: false },
        ],
      },
    ],
    exams: [{ exam_id: 5, name: name('Mutaxassislik fanlari'), study_hours: 40, rating: null }],
    vocational_subjects: [],
    naming: null,
    readiness: {
      ready: false,
      missing_subjects: [
        { semester: 2, edu_subject_id: 8, name: name('Dasturlash'), rating: 40 },
        { semester: 2, edu_subject_id: 9, name: name('Fizika'), rating: null },
      ],
      missing_exams: [{ exam_id: 5, name: name('Mutaxassislik fanlari') }],
    },
    documents: [],
    allowed_actions: ['exam_ratings', 'naming', 'CERTIFICATE'],
    ...overrides,
  };
}

export function graduate(overrides: Partial<GraduateDetail> = {}): GraduateDetail {
  return candidate({
    student_status: 'GRADUATED',
    stage: 'GRADUATED',
    graduated_at: '2027-06-30',
    diploma_series: 'B',
    diploma_number: '1234567',
    naming: { qualification: name('Muhandis'), diploma_series: 'B', diploma_number: '1234567', version: 1 },
    readiness: { ready: true, missing_subjects: [], missing_exams: [] },
    documents: [document()],
    allowed_actions: ['DIPLOMA', 'DIPLOMA_DUPLICATE', 'APPENDIX', 'CERTIFICATE'],
    ...overrides,
  });
}
