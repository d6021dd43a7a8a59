import { classHour as hour, draftLesson as lesson } from '../testing/fixtures';
import { draftGrid, draftGroups, percent } from './draft-grid';

describe('the draft grid', () => {
  const lessons = [
    lesson({ id: 1, weekday: 3, class_hour_id: 2, class_hour: hour(2, 2), subgroup: 2 }),
    lesson({ id: 2, weekday: 3, class_hour_id: 2, class_hour: hour(2, 2), subgroup: 1 }),
    lesson({ id: 3, weekday: 6, class_hour_id: 1, class_hour: hour(1, 1) }),
    lesson({ id: 4, edu_group_id: 6, edu_group: { id: 6, name: 'AT-26' }, weekday: 1, class_hour_id: 4, class_hour: hour(4, 4) }),
  ];

  it('lays a group’s lessons out by class hour and weekday, Monday first', () => {
    const rows = draftGrid(lessons, 5, [hour(3, 3)]);
    expect(rows.map((row) => row.classHour.number)).toEqual([1, 2, 3]);
    expect(rows[0]!.cells).toHaveLength(6);
    expect(rows[0]!.cells[5]!.map((l) => l.id)).toEqual([3]);
    expect(rows[1]!.cells[2]!.map((l) => l.id)).toEqual([2, 1]);
    expect(rows[2]!.cells.every((cell) => cell.length === 0)).toBe(true);
  });

  it('lists the groups of the draft by name', () => {
    expect(draftGroups(lessons)).toEqual([
      { id: 6, name: 'AT-26' },
      { id: 5, name: 'KI-21' },
    ]);
  });

  it('turns progress into a bounded percentage', () => {
    expect([percent(0.333), percent(1.4), percent(-1)]).toEqual([33, 100, 0]);
  });
});
