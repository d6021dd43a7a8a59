import type { Calendar, CalendarDay, CalendarLesson } from '../api/types';

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
    return { date, weekday, lessons: lessons.filter((lesson) => lesson.date === date) };
  });
  return { month, has_lessons: lessons.length > 0, days };
}
