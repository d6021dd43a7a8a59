import { students } from '../testing/fixtures';
import { canSave, enrolled, fromSaved, placeSubgroupErrors, splitProblems, splitReducer, toSubgroupsBody, unplacedStudents } from './subgroups';

const name = (number: number) => `${number}-guruhcha`;
const group = enrolled(students);

describe('subgroups', () => {
  it('counts the studying and those on leave as the group, not the withdrawn', () => {
    expect(group.map((student) => student.id)).toEqual([1, 2, 3]);
  });

  it('starts a group not split yet with two empty subgroups and everyone unplaced', () => {
    const state = fromSaved(group, [], name);
    expect(state.subgroups.map((subgroup) => subgroup.name)).toEqual(['1-guruhcha', '2-guruhcha']);
    expect(unplacedStudents(state, group)).toHaveLength(3);
    expect(canSave(splitProblems(state, group))).toBe(false);
  });

  it('keeps a saved split, drops students who left and leaves newcomers unplaced', () => {
    const state = fromSaved(group, [{ name: 'A', student_ids: [1, 4] }, { name: 'B', student_ids: [2] }], name);
    expect(state.placement).toEqual({ 1: 1, 2: 2 });
    expect(unplacedStudents(state, group).map((student) => student.id)).toEqual([3]);
  });

  it('places, removes and renames; a removed subgroup’s students become unplaced', () => {
    let state = fromSaved(group, [], name);
    state = splitReducer(state, { type: 'add', name: name(3) });
    state = splitReducer(state, { type: 'place', studentId: 1, key: 1 });
    state = splitReducer(state, { type: 'place', studentId: 2, key: 3 });
    state = splitReducer(state, { type: 'place', studentId: 3, key: 3 });
    expect(canSave(splitProblems(state, group))).toBe(true);
    expect(toSubgroupsBody(state, group)).toEqual([
      { name: '1-guruhcha', student_ids: [1] },
      { name: '2-guruhcha', student_ids: [] },
      { name: '3-guruhcha', student_ids: [2, 3] },
    ]);
    state = splitReducer(state, { type: 'remove', key: 3 });
    expect(splitProblems(state, group)).toEqual({ unplaced: 2, unnamed: [] });
    state = splitReducer(state, { type: 'rename', key: 2, name: '  ' });
    expect(splitProblems(state, group).unnamed).toEqual([2]);
    state = splitReducer(state, { type: 'place', studentId: 1, key: null });
    expect(state.placement).toEqual({});
  });

  it('puts the server’s errors on the subgroup at their index, the rest above', () => {
    const state = fromSaved(group, [], name);
    expect(
      placeSubgroupErrors({ subgroups: ['Hamma joylanmagan'], 'subgroups.1.name': ['Nom takrorlangan'], 'subgroups.0.student_ids': ['Ikki marta'] }, state),
    ).toEqual({ general: ['Hamma joylanmagan'], bySubgroup: { 2: { name: 'Nom takrorlangan' }, 1: { student_ids: 'Ikki marta' } } });
  });
});
