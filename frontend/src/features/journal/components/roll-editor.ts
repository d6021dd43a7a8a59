/**
 * A lesson's roll as the editor holds it: each student's attendance, mark and note, the topics
 * chosen and the reason of a correction; what a save sends, what holds it back (a mark off the
 * scale, a missing reason), and the server's refusals placed on the students they name.
 */
import type { Attendance, MarkingSystem, Roll, RollWrite } from '../api/types';

export interface RollLine {
  studentId: number;
  fullName: string;
  attendance: Attendance;
  /** The mark as typed or tapped; '' for none. */
  mark: string;
  note: string;
  excusedByOffice: boolean;
}

export interface RollState {
  lines: RollLine[];
  topicIds: number[];
  reason: string;
  markingSystem: MarkingSystem;
  markMin: number;
  markMax: number;
  version: number;
  /** The server's refusals of the last save by student id, and those of the roll as a whole. */
  lineErrors: Record<number, string>;
}

export type RollAction =
  | { type: 'toggleAbsent'; studentId: number }
  | { type: 'attendance'; studentId: number; attendance: Attendance }
  | { type: 'mark'; studentId: number; mark: string }
  | { type: 'note'; studentId: number; note: string }
  | { type: 'topic'; topicId: number }
  | { type: 'reason'; reason: string }
  | { type: 'refused'; fields: Record<string, string[]>; sent: RollWrite };

export function fromRoll(roll: Roll): RollState {
  return {
    lines: roll.entries.map((entry) => ({
      studentId: entry.student_id,
      fullName: entry.full_name,
      attendance: entry.attendance,
      mark: entry.mark === null || entry.mark === undefined ? '' : String(entry.mark),
      note: entry.note,
      excusedByOffice: entry.excused_by_office,
    })),
    topicIds: [...roll.topic_ids],
    reason: '',
    markingSystem: roll.marking_system,
    markMin: roll.mark_min,
    markMax: roll.mark_max,
    version: roll.version,
    lineErrors: {},
  };
}

/** Whether a student with this attendance was at the lesson and so may have a mark. */
export const wasThere = (attendance: Attendance) => attendance === 'PRESENT' || attendance === 'LATE';

function withLine(state: RollState, studentId: number, change: (line: RollLine) => RollLine): RollState {
  const { [studentId]: _cleared, ...lineErrors } = state.lineErrors;
  return { ...state, lines: state.lines.map((line) => (line.studentId === studentId ? change(line) : line)), lineErrors };
}

/** A student who was not there keeps no mark. */
const attend = (line: RollLine, attendance: Attendance): RollLine => ({ ...line, attendance, mark: wasThere(attendance) ? line.mark : '' });

export function rollReducer(state: RollState, action: RollAction): RollState {
  switch (action.type) {
    case 'toggleAbsent':
      return withLine(state, action.studentId, (line) => attend(line, wasThere(line.attendance) ? 'ABSENT' : 'PRESENT'));
    case 'attendance':
      return withLine(state, action.studentId, (line) => attend(line, action.attendance));
    case 'mark':
      return withLine(state, action.studentId, (line) => ({ ...line, mark: action.mark.trim() }));
    case 'note':
      return withLine(state, action.studentId, (line) => ({ ...line, note: action.note }));
    case 'topic': {
      const chosen = state.topicIds.includes(action.topicId);
      return { ...state, topicIds: chosen ? state.topicIds.filter((id) => id !== action.topicId) : [...state.topicIds, action.topicId] };
    }
    case 'reason':
      return { ...state, reason: action.reason };
    case 'refused': {
      const lineErrors: Record<number, string> = {};
      for (const [field, texts] of Object.entries(action.fields)) {
        const match = /^entries\.(\d+)\./.exec(field);
        const entry = match ? action.sent.entries[Number(match[1])] : undefined;
        if (entry) lineErrors[entry.student_id] = [lineErrors[entry.student_id], ...texts].filter(Boolean).join(' ');
      }
      return { ...state, lineErrors };
    }
  }
}

/** A mark is a whole number on the scale of the lesson's marking system; empty is no mark. */
export function markProblem(text: string, min: number, max: number): 'format' | 'range' | null {
  if (text === '') return null;
  if (!/^\d+$/.test(text)) return 'format';
  const value = Number(text);
  return value < min || value > max ? 'range' : null;
}

export const lineInvalid = (state: RollState, line: RollLine) => markProblem(line.mark, state.markMin, state.markMax) !== null;

export function invalidMarks(state: RollState): number {
  return state.lines.filter((line) => lineInvalid(state, line)).length;
}

/** The reason a correction needs, when the caller may save only as one. */
export const reasonMissing = (state: RollState, needsReason: boolean) => needsReason && state.reason.trim() === '';

export interface RollCounts {
  total: number;
  present: number;
  late: number;
  absent: number;
  excused: number;
}

export function countRoll(lines: readonly RollLine[]): RollCounts {
  const counts: RollCounts = { total: lines.length, present: 0, late: 0, absent: 0, excused: 0 };
  for (const line of lines) {
    if (line.attendance === 'PRESENT') counts.present += 1;
    else if (line.attendance === 'LATE') counts.late += 1;
    else if (line.attendance === 'ABSENT') counts.absent += 1;
    else counts.excused += 1;
  }
  return counts;
}

/** The body of one save: every student once, a mark only for those who were there. */
export function toRollWrite(state: RollState, needsReason: boolean): RollWrite & { version: number } {
  return {
    entries: state.lines.map((line) => ({
      student_id: line.studentId,
      attendance: line.attendance,
      mark: wasThere(line.attendance) && line.mark !== '' ? Number(line.mark) : null,
      note: line.note.trim(),
    })),
    topic_ids: state.topicIds,
    reason: needsReason ? state.reason.trim() : '',
    version: state.version,
  };
}

/** The marks the five-point system offers as chips: mark_min..mark_max. */
export function markChoices(state: Pick<RollState, 'markingSystem' | 'markMin' | 'markMax'>): number[] | null {
  if (state.markingSystem !== 'FIVE_POINT') return null;
  return Array.from({ length: state.markMax - state.markMin + 1 }, (_, index) => state.markMin + index);
}
