/** People, answers and a scripted network of the portal's unit tests. */
import dayjs from 'dayjs';
import type { Profile } from '@/api/types';
import { profile } from '@/test/fixtures';
import type { CalendarLessonDto, ExamDto, MeDto, PortalStudentDto } from '../types';

const tatu = { id: 1, name: { uz: 'Toshkent axborot texnologiyalari universiteti', ru: 'ТУИТ', en: 'TUIT' } };

export function portalProfile(role: 'STUDENT' | 'PARENT' = 'STUDENT', overrides: Partial<Profile> = {}): Profile {
  const ref = { id: role === 'STUDENT' ? 21 : 22, name: role, level: 'INSTITUTION' as const };
  return profile({
    id: role === 'STUDENT' ? 501 : 502,
    name: role === 'STUDENT' ? 'Karimova Malika Akmalovna' : 'Karimov Akmal',
    username: role === 'STUDENT' ? 'student' : 'parent',
    roles: [ref],
    role: ref,
    permissions: ['portal'],
    institution: tatu,
    institution_id: 1,
    institutions: [tatu],
    ...overrides,
  });
}

export function portalStudent(overrides: Partial<PortalStudentDto> = {}): PortalStudentDto {
  return {
    id: 11,
    fio: 'Karimova Malika Akmalovna',
    relation: 'OWN',
    institution: tatu,
    edu_group: { id: 7, name: 'KI-21', course: 2 },
    student_status: 'ACTIVE',
    current_semester: 3,
    ...overrides,
  };
}

export const malika = portalStudent({ relation: 'CHILD' });
export const jasur = portalStudent({ id: 12, fio: 'Karimov Jasur Akmalovich', relation: 'CHILD', edu_group: { id: 9, name: 'AT-25', course: 1 }, current_semester: 1 });

export function me(students: PortalStudentDto[] = [portalStudent()], user = { id: 501, username: 'student', name: 'Karimova Malika Akmalovna' }): MeDto {
  return { user, students };
}

const name = (uz: string) => ({ uz, ru: `${uz} (ru)`, en: `${uz} (en)` });

export function lesson(date: string, number: number, subject: string, overrides: Partial<CalendarLessonDto> = {}): CalendarLessonDto {
  return {
    schedule_id: 100 + number,
    date,
    class_hour: { id: number, number, start_time: number === 1 ? '08:30' : '10:00', end_time: number === 1 ? '09:50' : '11:20' },
    edu_group: { id: 7, name: 'KI-21' },
    edu_subject: { id: 40 + number, code: `S-${number}`, name: name(subject) },
    institution: tatu,
    lesson_type: 'LECTURE',
    room: { id: 5, name: '204', building_name: 'Bosh bino', capacity: 30 },
    teacher: { id: 6, full_name: 'Rahimov Botir' },
    subgroup: null,
    subgroup_name: null,
    ...overrides,
  };
}

export function exam(date: string, overrides: Partial<ExamDto> = {}): ExamDto {
  return {
    id: 70,
    attempt: 2,
    class_hour: { id: 3, number: 3, start_time: '11:30', end_time: '12:50' },
    class_hour_id: 3,
    control: 'FINAL',
    date,
    edu_group: { id: 7, name: 'KI-21' },
    edu_group_id: 7,
    edu_subject: { id: 44, code: 'OT-101', name: name('O‘zbekiston tarixi') },
    edu_subject_id: 44,
    examiner: { id: 8, full_name: 'Yusupova Nodira' },
    examiner_id: 8,
    institution_id: 1,
    room: { id: 6, name: '301' },
    room_id: 6,
    semester: 3,
    subgroup: null,
    subgroup_name: null,
    version: 1,
    ...overrides,
  };
}

/** The week's answer of /me/schedule/ for the days the call asked for: a lesson on Monday, an exam on Wednesday. */
export function weekAnswer(studentId: number, from: string, to: string, subject = 'Dasturlash asoslari') {
  const monday = dayjs(from);
  const wednesday = monday.add(2, 'day').format('YYYY-MM-DD');
  return {
    student_id: studentId,
    date_from: from,
    date_to: to,
    days: [
      { date: from, weekday: 1, lessons: [lesson(from, 1, subject)], exams: [] },
      { date: wednesday, weekday: 3, lessons: [], exams: [exam(wednesday)] },
    ],
  };
}

/** A network that is down: every call fails as fetch does without one. */
export function offline() {
  const fetchMock = jest.fn(async () => {
    throw new TypeError('Failed to fetch');
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}
