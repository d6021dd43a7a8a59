import type { RunSummary, TimetableRun, Unavailability } from '../api/timetable';
import type { Calendar, CalendarDay, CalendarLesson, Schedule } from '../api/types';

export function calendarLesson(patch: Partial<CalendarLesson> = {}): CalendarLesson {
  return {
    schedule_id: 7,
    date: '2025-09-03',
    class_hour: { id: 2, number: 2, start_time: '10:00', end_time: '11:20' },
    edu_group: { id: 5, name: 'KI-21' },
    subgroup: null,
    subgroup_name: null,
    edu_subject: { id: 11, code: 'MAT101', name: { uz: 'Oliy matematika', ru: 'Высшая математика', en: 'Higher mathematics' } },
    teacher: { id: 31, full_name: 'Karimov Anvar Olimovich' },
    room: { id: 41, name: '204', capacity: 30, building_name: 'A bino' },
    lesson_type: 'LECTURE',
    institution: { id: 1, name: { uz: 'TATU', ru: 'ТУИТ', en: 'TUIT' } },
    ...patch,
  };
}

/** Every day of a month (YYYY-MM), with the given lessons placed on their dates. */
export function calendarOf(month: string, lessons: CalendarLesson[] = []): Calendar {
  const [year, number] = month.split('-').map(Number) as [number, number];
  const count = new Date(Date.UTC(year, number, 0)).getUTCDate();
  const days: CalendarDay[] = Array.from({ length: count }, (_, index) => {
    const date = `${month}-${String(index + 1).padStart(2, '0')}`;
    const weekday = ((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;
    return { date, weekday, lessons: lessons.filter((lesson) => lesson.date === date), exams: [] };
  });
  return { month, has_lessons: lessons.length > 0, days };
}

/** A class hour numbered `number`. */
export const classHour = (id: number, number: number) => ({ id, number, start_time: `0${7 + number}:00`, end_time: `0${8 + number}:20` });

/** A lesson of a run's draft (the shape of a /schedules/ lesson). */
export function draftLesson(patch: Partial<Schedule>): Schedule {
  return {
    id: 1,
    institution_id: 1,
    institution: { id: 1, name: { uz: 'TATU', ru: '', en: '' } },
    edu_group_id: 5,
    edu_group: { id: 5, name: 'KI-21' },
    subgroup: null,
    subgroup_name: null,
    edu_subject_id: 11,
    edu_subject: { id: 11, code: 'MAT101', name: { uz: 'Oliy matematika', ru: '', en: '' } },
    teacher_id: 31,
    teacher: { id: 31, full_name: 'Karimov Anvar' },
    room_id: 41,
    room: { id: 41, name: '204', capacity: 30, building_name: 'A bino' },
    weekday: 1,
    class_hour_id: 2,
    class_hour: classHour(2, 2),
    lesson_type: 'LECTURE',
    start_date: '2026-09-01',
    end_date: '2026-12-31',
    skipped_dates: [],
    version: 1,
    ...patch,
  };
}

export function timetableRun(patch: Partial<TimetableRun> = {}): TimetableRun {
  return {
    id: 9,
    institution_id: 1,
    status: 'DONE',
    date_from: '2026-09-01',
    date_to: '2026-12-31',
    seconds: 30,
    progress: 1,
    penalty: 12,
    placed: 2,
    total: 3,
    unplaced: [
      {
        edu_group_id: 5,
        group_name: 'KI-21',
        subgroup: null,
        edu_subject_id: 12,
        edu_subject_name: { uz: 'Fizika', ru: 'Физика', en: 'Physics' },
        teacher_id: null,
        teacher_name: null,
        lessons: 1,
        reason: 'NO_TEACHER',
        message: 'Bu fanni o‘qitadigan o‘qituvchi yo‘q',
      },
    ],
    stop_requested: false,
    published_at: null,
    created_at: '2026-11-24T10:00:00Z',
    finished_at: '2026-11-24T10:00:30Z',
    ...patch,
  };
}

/** An earlier run as the list of runs shows it. */
export function runSummary(patch: Partial<RunSummary> = {}): RunSummary {
  return {
    id: 8,
    institution_id: 1,
    status: 'DONE',
    date_from: '2026-09-01',
    date_to: '2026-12-31',
    seconds: 30,
    penalty: 12,
    placed: 20,
    unplaced: 2,
    total: 22,
    started_at: '2026-11-23T09:00:00Z',
    finished_at: '2026-11-23T09:00:30Z',
    published_at: null,
    draft_open: true,
    ...patch,
  };
}

/** A teacher's period, unavailable unless `patch` says otherwise. */
export function teacherPeriod(patch: Partial<Unavailability> = {}): Unavailability {
  return {
    id: 1,
    institution_id: 1,
    teacher_id: 31,
    teacher_name: 'Karimov Anvar',
    kind: 'UNAVAILABLE',
    weekday: 6,
    class_hour_id: 1,
    class_hour_number: 1,
    ...patch,
  };
}
