/** What a cell of a group's journal shows: the attendance's letter, the mark, and how it is coloured. */
import type { Attendance, JournalCell, JournalColumn } from '../api/types';

export type CellTone = 'absent' | 'late' | 'excused' | 'present' | 'none';

export interface CellView {
  text: string;
  tone: CellTone;
}

const TONES: Record<Attendance, CellTone> = { PRESENT: 'present', LATE: 'late', ABSENT: 'absent', EXCUSED: 'excused' };

/**
 * A cell: null when the roll was not taken or the lesson is another subgroup's; otherwise the
 * attendance's letter (none for present) and the mark, as a paper journal writes them ("NB", "K 4", "5").
 */
export function cellView(cell: JournalCell | null | undefined, code: (attendance: Attendance) => string): CellView {
  if (!cell) return { text: '', tone: 'none' };
  const mark = cell.mark === null || cell.mark === undefined ? '' : String(cell.mark);
  return { text: [code(cell.attendance), mark].filter(Boolean).join(' '), tone: TONES[cell.attendance] };
}

/** A lesson's column head: its day and month ("07.09"). */
export const columnDay = (column: Pick<JournalColumn, 'date'>) => `${column.date.slice(8, 10)}.${column.date.slice(5, 7)}`;
