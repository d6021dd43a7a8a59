/** Permissions and records of the ministry's subject catalogue and model curricula for unit tests. */
import type { Profile } from '@/api/types';
import { profile } from './fixtures';

const actions = ['view', 'add', 'edit', 'delete'];
export const cataloguePermissions = {
  all: ['edu-subject', 'bundle-subject', 'curriculum-template'].flatMap((prefix) => actions.map((action) => `${prefix}-${action}`)),
  viewOnly: ['edu-subject-view', 'bundle-subject-view', 'curriculum-template-view'],
};

/** The MINISTRY role: ministry level, no institution. */
export function ministryUser(permissions = [...cataloguePermissions.all, 'edu-direction-view']): Profile {
  return profile({
    username: 'ministry',
    roles: [{ id: 2, name: 'MINISTRY', level: 'MINISTRY' }],
    role: { id: 2, name: 'MINISTRY', level: 'MINISTRY' },
    permissions,
    institution: null,
    institution_id: null,
    institutions: [],
    is_system: false,
  });
}

export const general = { id: 1, name: { uz: 'Umumta’lim fanlari', ru: 'Общеобразовательные предметы', en: 'General education subjects' } };
export const specialty = { id: 3, name: { uz: 'Ixtisoslik fanlari', ru: 'Специальные предметы', en: 'Specialty subjects' } };

export const subjectType = (type: { id: number; name: object }, overrides: object = {}) => ({ ...type, version: 1, ...overrides });

export const subject = (id: number, code: string, uz: string, overrides: object = {}) => ({
  id,
  code,
  name: { uz, ru: `${uz} (ru)`, en: `${uz} (en)` },
  edu_subject_type_id: general.id,
  edu_subject_type: general,
  study_hours: 120,
  version: 1,
  ...overrides,
});

export const math = subject(11, 'MAT101', 'Oliy matematika', { study_hours: 240 });
export const physics = subject(12, 'FIZ101', 'Fizika', { study_hours: 180 });
export const programming = subject(13, 'DAS101', 'Dasturlash asoslari', { edu_subject_type_id: specialty.id, edu_subject_type: specialty, study_hours: 200 });

const ref = (value: typeof math) => ({ id: value.id, code: value.code, name: value.name, study_hours: value.study_hours });

export const bundle = (id: number, uz: string, subjects = [math, physics], overrides: object = {}) => ({
  id,
  name: { uz, ru: '', en: '' },
  edu_subject_ids: subjects.map((item) => item.id),
  edu_subjects: subjects.map(ref),
  version: 1,
  ...overrides,
});

export const computing = { id: 5, code: '60610500', name: { uz: 'Kompyuter injiniringi', ru: 'Компьютерный инжиниринг', en: 'Computer engineering' }, institution_type: 'HEI', version: 1 };
export const lyceumDirection = { id: 6, code: 'L-01', name: { uz: 'Aniq fanlar', ru: 'Точные науки', en: 'Exact sciences' }, institution_type: 'LYCEUM', version: 1 };

export const template = (id: number, uz: string, overrides: object = {}) => ({
  id,
  name: { uz, ru: '', en: '' },
  edu_direction_id: computing.id,
  edu_direction: { id: computing.id, code: computing.code, name: computing.name },
  institution_type: 'HEI',
  number_of_semesters: 4,
  subjects: [
    { edu_subject_id: math.id, study_hours: 200, edu_subject: { ...ref(math), edu_subject_type: general } },
    { edu_subject_id: physics.id, study_hours: 150, edu_subject: { ...ref(physics), edu_subject_type: general } },
  ],
  version: 1,
  ...overrides,
});

export { list } from './campus';
