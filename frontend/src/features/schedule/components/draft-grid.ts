/** The week of a draft as a grid: class hours down, weekdays (Monday first) across. */
import type { Schedule } from '../api/types';
import { WEEKDAYS } from '../api/types';

export interface GridRow {
  classHour: Schedule['class_hour'];
  /** One cell per weekday, Monday to Saturday, each with the lessons in that period. */
  cells: Schedule[][];
}

export interface GroupOption {
  id: number;
  name: string;
}

/** The groups a draft has lessons for, by name. */
export function draftGroups(lessons: readonly Schedule[]): GroupOption[] {
  const groups = new Map<number, string>();
  for (const lesson of lessons) groups.set(lesson.edu_group_id, lesson.edu_group.name);
  return [...groups].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
}

/**
 * The rows of one group's week: every class hour the draft uses (or that `classHours` lists), in
 * their order; in each cell the whole-group lesson first, then the subgroups in order.
 */
export function draftGrid(lessons: readonly Schedule[], groupId: number, classHours: readonly Schedule['class_hour'][] = []): GridRow[] {
  const hours = new Map<number, Schedule['class_hour']>();
  for (const hour of classHours) hours.set(hour.id, hour);
  const own = lessons.filter((lesson) => lesson.edu_group_id === groupId);
  for (const lesson of own) hours.set(lesson.class_hour.id, lesson.class_hour);
  const ordered = [...hours.values()].sort((a, b) => a.number - b.number || a.start_time.localeCompare(b.start_time));
  return ordered.map((classHour) => ({
    classHour,
    cells: WEEKDAYS.map((weekday) =>
      own
        .filter((lesson) => lesson.weekday === weekday && lesson.class_hour.id === classHour.id)
        .sort((a, b) => (a.subgroup ?? 0) - (b.subgroup ?? 0)),
    ),
  }));
}

/** Share of the search done, as a whole percentage for a progress bar. */
export function percent(progress: number): number {
  return Math.round(Math.min(1, Math.max(0, progress)) * 100);
}
