/**
 * Splitting a group into subgroups for one subject, as a pure reducer: the subgroups (named, in
 * order) and where each enrolled student is placed. A save is refused while a student is unplaced
 * or a subgroup has no name; the body puts each subgroup's students in the group's order.
 */
import type { GroupStudent, Subgroup } from '../api/types';

/** Students still of the group: studying or on academic leave (the withdrawn, graduated and archived have left it). */
const ENROLLED = new Set(['ACTIVE', 'ON-LEAVE']);

export function enrolled(students: readonly GroupStudent[]): GroupStudent[] {
  return students.filter((student) => ENROLLED.has(student.student_status));
}

export interface SubgroupDraft {
  /** Identifies the subgroup on the page; never sent. */
  key: number;
  name: string;
}

export interface SplitState {
  subgroups: SubgroupDraft[];
  /** Student id → the key of their subgroup; missing when unplaced. */
  placement: Record<number, number>;
  nextKey: number;
}

export type SplitAction =
  | { type: 'add'; name: string }
  | { type: 'remove'; key: number }
  | { type: 'rename'; key: number; name: string }
  | { type: 'place'; studentId: number; key: number | null };

/**
 * The saved split of the enrolled students; a group not split yet starts with two empty
 * subgroups. Students who left the group are dropped; students who joined since are unplaced.
 */
export function fromSaved(students: readonly GroupStudent[], saved: readonly Subgroup[], defaultName: (number: number) => string): SplitState {
  const ids = new Set(students.map((student) => student.id));
  const drafts = saved.length ? saved : [{ name: defaultName(1), student_ids: [] }, { name: defaultName(2), student_ids: [] }];
  const placement: Record<number, number> = {};
  const subgroups = drafts.map((subgroup, index) => {
    for (const id of subgroup.student_ids) if (ids.has(id)) placement[id] = index + 1;
    return { key: index + 1, name: subgroup.name };
  });
  return { subgroups, placement, nextKey: subgroups.length + 1 };
}

export function splitReducer(state: SplitState, action: SplitAction): SplitState {
  switch (action.type) {
    case 'add':
      return { ...state, subgroups: [...state.subgroups, { key: state.nextKey, name: action.name }], nextKey: state.nextKey + 1 };
    case 'remove': {
      // Its students become unplaced, to be placed again.
      const placement = Object.fromEntries(Object.entries(state.placement).filter(([, key]) => key !== action.key));
      return { ...state, subgroups: state.subgroups.filter((subgroup) => subgroup.key !== action.key), placement };
    }
    case 'rename':
      return { ...state, subgroups: state.subgroups.map((subgroup) => (subgroup.key === action.key ? { ...subgroup, name: action.name } : subgroup)) };
    case 'place': {
      const placement = { ...state.placement };
      if (action.key === null || !state.subgroups.some((subgroup) => subgroup.key === action.key)) delete placement[action.studentId];
      else placement[action.studentId] = action.key;
      return { ...state, placement };
    }
  }
}

export function unplacedStudents(state: SplitState, students: readonly GroupStudent[]): GroupStudent[] {
  return students.filter((student) => state.placement[student.id] === undefined);
}

export function studentsOf(state: SplitState, key: number, students: readonly GroupStudent[]): GroupStudent[] {
  return students.filter((student) => state.placement[student.id] === key);
}

export interface SplitProblems {
  unplaced: number;
  /** Subgroup keys whose name is empty. */
  unnamed: number[];
}

export function splitProblems(state: SplitState, students: readonly GroupStudent[]): SplitProblems {
  return {
    unplaced: unplacedStudents(state, students).length,
    unnamed: state.subgroups.filter((subgroup) => !subgroup.name.trim()).map((subgroup) => subgroup.key),
  };
}

export function canSave(problems: SplitProblems): boolean {
  return problems.unplaced === 0 && problems.unnamed.length === 0;
}

export function toSubgroupsBody(state: SplitState, students: readonly GroupStudent[]): Subgroup[] {
  return state.subgroups.map((subgroup) => ({
    name: subgroup.name.trim(),
    student_ids: studentsOf(state, subgroup.key, students).map((student) => student.id),
  }));
}

/** `subgroups.1.name` → texts by subgroup key and field; `subgroups` itself → general texts. */
export function placeSubgroupErrors(fields: Record<string, string[]>, state: SplitState) {
  const general: string[] = [];
  const bySubgroup: Record<number, { name?: string; student_ids?: string }> = {};
  for (const [field, texts] of Object.entries(fields)) {
    const match = /^subgroups\.(\d+)\.(name|student_ids)/.exec(field);
    const subgroup = match ? state.subgroups[Number(match[1])] : undefined;
    if (match && subgroup) {
      const part = match[2] as 'name' | 'student_ids';
      const entry = (bySubgroup[subgroup.key] ??= {});
      entry[part] = [entry[part], ...texts].filter(Boolean).join(' ');
    } else {
      general.push(...texts);
    }
  }
  return { general, bySubgroup };
}
