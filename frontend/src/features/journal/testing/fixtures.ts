/** Answers of the journal's calls as the server gives them, for the tests. */
import type { GroupJournal, JournalLesson, Roll, Sheet } from '../api/types';

const institution = { id: 1, name: { uz: 'Toshkent axborot texnologiyalari universiteti', ru: 'ТУИТ', en: 'TUIT' } };
const subject = { id: 3, code: 'DA-101', name: { uz: 'Dasturlash asoslari', ru: 'Основы программирования', en: 'Programming fundamentals' }, edu_subject_type: { id: 1, name: { uz: 'Umumiy' } } };
const lessonRef = {
  schedule_id: 7,
  institution,
  edu_group: { id: 2, name: 'DI-25-02' },
  subgroup: null,
  edu_subject: subject,
  teacher: { id: 6, name: 'Aliyeva Nodira Shavkatovna' },
  room: '101 (A bino)',
  class_hour: { id: 2, number: 2, start_time: '10:00', end_time: '11:20' },
  lesson_type: 'LECTURE' as const,
};

export function roll(overrides: Partial<Roll> = {}): Roll {
  return {
    ...lessonRef,
    date: '2026-11-27',
    semester: 3,
    plan: null,
    marking_system: 'FIVE_POINT',
    mark_min: 2,
    mark_max: 5,
    window: 'OPEN',
    last_day: '2026-11-27',
    may_record: true,
    needs_reason: false,
    taken: false,
    version: 0,
    topic_ids: [],
    topics: [
      { id: 7, name: 'Algoritm tushunchasi', hours: 2, order: 1 },
      { id: 8, name: 'Tarmoqlanish va sikllar', hours: 2, order: 2 },
    ],
    entries: [
      { student_id: 47, full_name: 'Abdullayev Temur', attendance: 'PRESENT', mark: null, note: '', excused_by_office: false },
      { student_id: 49, full_name: 'Ergashev Azizbek', attendance: 'PRESENT', mark: null, note: '', excused_by_office: false },
      { student_id: 35, full_name: 'Karimova Malika', attendance: 'PRESENT', mark: null, note: '', excused_by_office: false },
    ],
    ...overrides,
  };
}

export function lesson(overrides: Partial<JournalLesson> = {}): JournalLesson {
  return { ...lessonRef, date: '2026-11-27', journal_state: 'OPEN', taken: false, ...overrides };
}

export function groupJournal(overrides: Partial<GroupJournal> = {}): GroupJournal {
  const column = (date: string, taken = true) => ({ schedule_id: 8, date, lesson_type: 'LECTURE' as const, subgroup: null, class_hour_number: 1, teacher_name: 'Yusupova Dilnoza', taken });
  return {
    edu_group: { id: 1, name: 'DI-25-01' },
    edu_subject: subject,
    semester: 3,
    plan: {
      marking_system: 'FIVE_POINT',
      final_form: 'EXAM',
      credits: 3,
      controls: [
        { control: 'CURRENT', max_points: 5 },
        { control: 'MIDTERM', max_points: 5 },
        { control: 'FINAL', max_points: 5 },
      ],
      current_entered: false,
      mark_min: 2,
      mark_max: 5,
    },
    lessons: [column('2026-09-07'), column('2026-09-14'), column('2026-09-21'), column('2026-09-28', false)],
    students: [
      {
        student_id: 5,
        full_name: 'Abdullayev Sardor',
        subgroup: null,
        cells: [{ attendance: 'PRESENT', mark: 5 }, { attendance: 'ABSENT', mark: null }, { attendance: 'LATE', mark: 4 }, null],
        absent_hours: 2,
        excused_hours: 0,
        late: 1,
        marks: 2,
        result: { current: 3.8, midterm: 4, final: 5, total: 4.3, grade: 4, letter: null, admitted: true, state: 'PASSED', attempt: 1 },
      },
      {
        student_id: 4,
        full_name: 'Toshmatova Dilnoza',
        subgroup: null,
        cells: [{ attendance: 'EXCUSED', mark: null }, { attendance: 'PRESENT', mark: null }, { attendance: 'ABSENT', mark: null }, null],
        absent_hours: 2,
        excused_hours: 2,
        late: 0,
        marks: 0,
        result: { current: null, midterm: null, final: null, total: 0, grade: 2, letter: null, admitted: false, state: 'DEBT', attempt: 1 },
      },
    ],
    ...overrides,
  };
}

export function controlSheet(overrides: Partial<Sheet> = {}): Sheet {
  const result = { current: 30, midterm: null, final: null, total: 30, grade: null, letter: null, admitted: false, state: 'IN_PROGRESS' as const, attempt: 1 };
  return {
    id: 12,
    edu_group: { id: 5, name: 'AT-26-02' },
    edu_subject: { ...subject, id: 2, code: 'FIZ-101', name: { uz: 'Fizika', ru: 'Физика', en: 'Physics' } },
    control: 'MIDTERM',
    semester: 1,
    attempt: 1,
    plan: {
      marking_system: 'HUNDRED_POINT',
      final_form: 'EXAM',
      credits: 3,
      controls: [
        { control: 'CURRENT', max_points: 40 },
        { control: 'MIDTERM', max_points: 30 },
        { control: 'FINAL', max_points: 30 },
      ],
      current_entered: false,
      mark_min: 0,
      mark_max: 100,
    },
    max_points: 30,
    exam_date: '2026-11-20',
    examiner: { id: 6, name: 'Aliyeva Nodira Shavkatovna' },
    state: 'OPEN',
    closes_after: '2026-11-22',
    closed_at: null,
    version: 1,
    may_edit: true,
    needs_reason: false,
    entries: [
      { student_id: 117, full_name: 'Abdullayev Akmal', points: 25, result: { ...result, midterm: 25, total: 55 } },
      { student_id: 103, full_name: 'Abdullayev Bekzod', points: null, result },
    ],
    not_admitted: [],
    ...overrides,
  };
}
