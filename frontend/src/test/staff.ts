/** Permissions, users and records of the staff screens for unit tests. */
import type { Profile } from '@/api/types';
import { withCheckDigit } from '@/lib/pinfl';
import { profile } from './fixtures';

export const staffPermissions = {
  /** OTMADMIN's staff permissions, plus reading the subject catalogue. */
  all: ['staff-view', 'staff-add', 'staff-edit', 'staff-delete', 'staff-view-teacher', 'edu-subject-view'],
  viewOnly: ['staff-view', 'staff-view-teacher', 'edu-subject-view'],
  /** The MINISTRY role: reads staff everywhere. */
  ministry: ['staff-view', 'staff-view-teacher', 'institution-view', 'edu-subject-view'],
};

export const tatu = { id: 1, name: { uz: 'Toshkent axborot texnologiyalari universiteti', ru: 'ТУИТ', en: 'TUIT' } };
export const lyceum = { id: 3, name: { uz: 'Akademik litsey', ru: 'Академический лицей', en: 'Academic lyceum' } };

export function staffAdmin(permissions = staffPermissions.all): Profile {
  return profile({ permissions, institution: tatu, institution_id: 1, institutions: [tatu] });
}

export function ministryUser(permissions = staffPermissions.ministry): Profile {
  return profile({
    username: 'ministry',
    roles: [{ id: 2, name: 'MINISTRY', level: 'MINISTRY' }],
    role: { id: 2, name: 'MINISTRY', level: 'MINISTRY' },
    permissions,
    institution: null,
    institution_id: null,
    institutions: [],
  });
}

export const list = <T>(results: T[], count = results.length) => ({ status: 200, body: { results, count } });

export const workForms = [
  { code: 'MAIN', name: { uz: 'Asosiy', ru: 'Основное место работы', en: 'Main' } },
  { code: 'INTERNAL_PART_TIME', name: { uz: 'Ichki o‘rindosh', ru: 'Внутреннее совместительство', en: 'Internal part-time' } },
  { code: 'EXTERNAL_PART_TIME', name: { uz: 'Tashqi o‘rindosh', ru: 'Внешнее совместительство', en: 'External part-time' } },
  { code: 'HOURLY', name: { uz: 'Soatbay', ru: 'Почасовая оплата', en: 'Hourly' } },
];

export const dean = { id: 4, name: { uz: 'Dekan', ru: 'Декан', en: 'Dean' }, is_teaching: false, version: 1 };
export const docent = { id: 7, name: { uz: 'Dotsent', ru: 'Доцент', en: 'Associate professor' }, is_teaching: true, version: 1 };
export const librarian = { id: 14, name: { uz: 'Kutubxonachi', ru: 'Библиотекарь', en: 'Librarian' }, is_teaching: false, version: 1 };
export const positions = [dean, docent, librarian];

const general = { id: 1, name: { uz: 'Umumta’lim fanlari', ru: 'Общеобразовательные предметы', en: 'General education subjects' } };
const specialty = { id: 3, name: { uz: 'Ixtisoslik fanlari', ru: 'Специальные предметы', en: 'Specialty subjects' } };
export const mathematics = { id: 11, code: 'MAT101', name: { uz: 'Oliy matematika', ru: 'Высшая математика', en: 'Higher mathematics' }, edu_subject_type: general, study_hours: 120 };
export const programming = { id: 12, code: 'DAS201', name: { uz: 'Dasturlash asoslari', ru: 'Основы программирования', en: 'Programming basics' }, edu_subject_type: specialty, study_hours: 90 };
export const subjects = [mathematics, programming];

/** A woman born 12.05.1988 (first digit 4: 1900s, female). */
export const nodiraPinfl = withCheckDigit('4120588123456');
/** A man born 03.09.1991 (first digit 3: 1900s, male). */
export const jasurPinfl = withCheckDigit('3030991654321');

export const nodira = {
  id: 21,
  last_name: 'Aliyeva',
  first_name: 'Nodira',
  middle_name: 'Karimovna',
  pinfl: nodiraPinfl,
  birth_date: '1988-05-12',
  gender: 2 as const,
  passport: 'AB1234567',
};

export function staffMember(id: number, overrides: object = {}) {
  return {
    id,
    institution_id: 1,
    institution: tatu,
    citizen_id: nodira.id,
    citizen: nodira,
    status: 'ACTIVE',
    staff_positions: [
      {
        id: 100 + id,
        position_id: docent.id,
        position: { id: docent.id, name: docent.name, is_teaching: true },
        work_form: 'MAIN',
        rate: 1,
        edu_subject_ids: [mathematics.id, programming.id],
        edu_subjects: [mathematics, programming],
      },
      {
        id: 200 + id,
        position_id: dean.id,
        position: { id: dean.id, name: dean.name, is_teaching: false },
        work_form: 'INTERNAL_PART_TIME',
        rate: 0.25,
        edu_subject_ids: [],
        edu_subjects: [],
      },
    ],
    version: 3,
    ...overrides,
  };
}

/** The reference lists every staff screen may ask for. */
export const referenceAnswers = {
  'GET /api/v1/staffs/work-forms/': list(workForms),
  'GET /api/v1/staffs/positions/': list(positions),
  'GET /api/v1/edu-subjects/': list(subjects),
  'GET /api/v1/institutions/': list([tatu, lyceum]),
};
