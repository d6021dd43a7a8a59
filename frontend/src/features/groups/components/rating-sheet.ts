/**
 * The rating sheet as a pure reducer: the students × subjects of one semester, each cell as typed,
 * what the server holds, the server's refusals per cell; what is invalid (not a whole number, or
 * outside min_rating..max_rating), what changed (the only cells a save sends, `null` for a cleared
 * one), and where the arrow keys and Enter move. A cell the journal holds shows its result and is
 * never typed into nor sent.
 */
import type { GroupSubject, RatingEntry, RatingResult, RatingSheet } from '../api/types';

export type CellKey = `${number}:${number}`;

export const cellKey = (studentId: number, subjectId: number): CellKey => `${studentId}:${subjectId}`;

export interface SheetState {
  semester: number;
  min: number;
  max: number;
  subjects: GroupSubject[];
  students: RatingSheet['students'];
  /** What the server holds. */
  saved: Record<CellKey, number | null>;
  /** What the cells show, as typed. */
  text: Record<CellKey, string>;
  /** The server's refusals of the last save, by cell; a cell's own edit clears its refusal. */
  serverErrors: Record<CellKey, string>;
  /** The cells whose result comes from the journal: read-only. */
  journal: Record<CellKey, RatingResult>;
}

export type SheetAction =
  | { type: 'load'; sheet: RatingSheet }
  | { type: 'edit'; studentId: number; subjectId: number; text: string }
  | { type: 'serverErrors'; fields: Record<string, string[]>; sent: readonly RatingEntry[] };

export function fromSheet(sheet: RatingSheet): SheetState {
  const saved: Record<CellKey, number | null> = {};
  const text: Record<CellKey, string> = {};
  for (const entry of sheet.ratings) {
    const key = cellKey(entry.student_id, entry.edu_subject_id);
    saved[key] = entry.rating;
    text[key] = entry.rating === null ? '' : String(entry.rating);
  }
  const journal: Record<CellKey, RatingResult> = {};
  for (const result of sheet.results ?? []) journal[cellKey(result.student_id, result.edu_subject_id)] = result;
  return {
    semester: sheet.semester,
    min: sheet.min_rating,
    max: sheet.max_rating,
    subjects: sheet.subjects,
    students: sheet.students,
    saved,
    text,
    serverErrors: {},
    journal,
  };
}

/** `ratings.3.rating` → the cell of the fourth entry sent. */
const FIELD = /^ratings\.(\d+)\.(rating|student_id|edu_subject_id)$/;

export function sheetReducer(state: SheetState, action: SheetAction): SheetState {
  switch (action.type) {
    case 'load':
      return fromSheet(action.sheet);
    case 'edit': {
      const key = cellKey(action.studentId, action.subjectId);
      if (state.journal[key]) return state;
      const { [key]: _dropped, ...serverErrors } = state.serverErrors;
      return { ...state, text: { ...state.text, [key]: action.text.trim() }, serverErrors };
    }
    case 'serverErrors': {
      const serverErrors: Record<CellKey, string> = {};
      for (const [field, texts] of Object.entries(action.fields)) {
        const match = FIELD.exec(field);
        const entry = match ? action.sent[Number(match[1])] : undefined;
        if (!entry) continue;
        const key = cellKey(entry.student_id, entry.edu_subject_id);
        serverErrors[key] = [serverErrors[key], ...texts].filter(Boolean).join(' ');
      }
      return { ...state, serverErrors };
    }
  }
}

export type CellProblem = 'format' | 'range';

/** An empty cell is fine (no rating); otherwise a whole number within the scale. */
export function cellProblem(text: string, min: number, max: number): CellProblem | null {
  if (text === '') return null;
  if (!/^\d+$/.test(text)) return 'format';
  const value = Number(text);
  return value < min || value > max ? 'range' : null;
}

/** The journal's result of a cell it holds, or undefined for a typed cell. */
export function journalResult(state: SheetState, studentId: number, subjectId: number): RatingResult | undefined {
  return state.journal[cellKey(studentId, subjectId)];
}

/** A total as the journal writes it: a whole number, or one decimal (a five-point average). */
export const formatTotal = (total: number) => (Number.isInteger(total) ? String(total) : total.toFixed(1));

export function cellText(state: SheetState, studentId: number, subjectId: number): string {
  const result = journalResult(state, studentId, subjectId);
  if (result) return formatTotal(result.total);
  return state.text[cellKey(studentId, subjectId)] ?? '';
}

export function isCellInvalid(state: SheetState, studentId: number, subjectId: number): boolean {
  if (journalResult(state, studentId, subjectId)) return false;
  return cellProblem(cellText(state, studentId, subjectId), state.min, state.max) !== null;
}

export function invalidCount(state: SheetState): number {
  let count = 0;
  for (const student of state.students) for (const subject of state.subjects) if (isCellInvalid(state, student.id, subject.id)) count += 1;
  return count;
}

/** The cells that differ from what the server holds, row by row: the body of one save. */
export function changedRatings(state: SheetState): RatingEntry[] {
  const changes: RatingEntry[] = [];
  for (const student of state.students) {
    for (const subject of state.subjects) {
      const key = cellKey(student.id, subject.id);
      if (state.journal[key]) continue;
      const text = state.text[key] ?? '';
      if (cellProblem(text, state.min, state.max) !== null) continue;
      const rating = text === '' ? null : Number(text);
      if (rating !== (state.saved[key] ?? null)) changes.push({ student_id: student.id, edu_subject_id: subject.id, rating });
    }
  }
  return changes;
}

export interface CellPosition {
  row: number;
  col: number;
}

/** Where a key moves the cursor, like a spreadsheet: arrows one cell, Enter one row down; null for other keys or past an edge. */
export function moveCell(position: CellPosition, key: string, rows: number, cols: number): CellPosition | null {
  const delta: Record<string, [number, number]> = { ArrowUp: [-1, 0], ArrowDown: [1, 0], Enter: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };
  const step = delta[key];
  if (!step) return null;
  const row = position.row + step[0];
  const col = position.col + step[1];
  if (row < 0 || row >= rows || col < 0 || col >= cols) return null;
  return { row, col };
}
