import { sheet } from '../testing/fixtures';
import { cellProblem, cellText, changedRatings, fromSheet, invalidCount, isCellInvalid, journalResult, moveCell, sheetReducer, type SheetState } from './rating-sheet';

const edit = (state: SheetState, studentId: number, subjectId: number, text: string) => sheetReducer(state, { type: 'edit', studentId, subjectId, text });

describe('rating sheet reducer', () => {
  it('starts from the server’s ratings with nothing changed', () => {
    const state = fromSheet(sheet());
    expect(state.text).toEqual({ '1:5': '4', '2:6': '5' });
    expect(changedRatings(state)).toEqual([]);
    expect(invalidCount(state)).toBe(0);
  });

  it('sends only the changed cells, null for a cleared one, and nothing for a value typed back', () => {
    let state = fromSheet(sheet());
    state = edit(state, 1, 6, '3');
    state = edit(state, 2, 6, '');
    state = edit(state, 1, 5, '5');
    state = edit(state, 1, 5, '4');
    expect(changedRatings(state)).toEqual([
      { student_id: 1, edu_subject_id: 6, rating: 3 },
      { student_id: 2, edu_subject_id: 6, rating: null },
    ]);
  });

  it('marks a value outside the scale or not a whole number at once', () => {
    expect(cellProblem('', 3, 5)).toBeNull();
    expect(cellProblem('4', 3, 5)).toBeNull();
    expect(cellProblem('2', 3, 5)).toBe('range');
    expect(cellProblem('6', 3, 5)).toBe('range');
    expect(cellProblem('4.5', 3, 5)).toBe('format');
    expect(cellProblem('a', 3, 5)).toBe('format');
    expect(cellProblem('-4', 3, 100)).toBe('format');
    let state = edit(fromSheet(sheet()), 1, 5, '7');
    state = edit(state, 2, 5, 'x');
    expect(isCellInvalid(state, 1, 5)).toBe(true);
    expect(invalidCount(state)).toBe(2);
    // An invalid cell is never sent.
    expect(changedRatings(state)).toEqual([]);
  });

  it('puts the server’s refusals on the cells sent at their index, and an edit clears its own', () => {
    const sent = [
      { student_id: 1, edu_subject_id: 6, rating: 3 },
      { student_id: 2, edu_subject_id: 5, rating: 4 },
    ];
    let state = sheetReducer(fromSheet(sheet()), {
      type: 'serverErrors',
      fields: { 'ratings.1.rating': ['Baho 3 dan 5 gacha'], 'ratings.1.student_id': ['Guruhda emas'], ratings: ['general'], 'ratings.9.rating': ['lost'] },
      sent,
    });
    expect(state.serverErrors).toEqual({ '2:5': 'Baho 3 dan 5 gacha Guruhda emas' });
    state = edit(state, 2, 5, '5');
    expect(state.serverErrors).toEqual({});
  });

  it('reloads from a new sheet', () => {
    const state = sheetReducer(edit(fromSheet(sheet()), 1, 5, '3'), { type: 'load', sheet: sheet({ ratings: [] }) });
    expect(state.text).toEqual({});
    expect(changedRatings(state)).toEqual([]);
  });
});

describe('moving between cells', () => {
  it('moves like a spreadsheet and stops at the edges', () => {
    expect(moveCell({ row: 0, col: 0 }, 'ArrowRight', 2, 3)).toEqual({ row: 0, col: 1 });
    expect(moveCell({ row: 0, col: 1 }, 'ArrowLeft', 2, 3)).toEqual({ row: 0, col: 0 });
    expect(moveCell({ row: 0, col: 1 }, 'ArrowDown', 2, 3)).toEqual({ row: 1, col: 1 });
    expect(moveCell({ row: 0, col: 1 }, 'Enter', 2, 3)).toEqual({ row: 1, col: 1 });
    expect(moveCell({ row: 1, col: 1 }, 'ArrowUp', 2, 3)).toEqual({ row: 0, col: 1 });
    expect(moveCell({ row: 0, col: 0 }, 'ArrowUp', 2, 3)).toBeNull();
    expect(moveCell({ row: 1, col: 2 }, 'ArrowRight', 2, 3)).toBeNull();
    expect(moveCell({ row: 1, col: 0 }, 'Enter', 2, 3)).toBeNull();
    expect(moveCell({ row: 0, col: 0 }, 'a', 2, 3)).toBeNull();
  });

  it('shows a cell the journal holds as its total, never edits it and never sends it', () => {
    const state = fromSheet(sheet({ ratings: [], results: [{ student_id: 1, edu_subject_id: 5, total: 78, grade: 4, state: 'PASSED' }] }));
    expect(journalResult(state, 1, 5)).toMatchObject({ total: 78 });
    expect(cellText(state, 1, 5)).toBe('78');
    const edited = edit(state, 1, 5, '3');
    expect(cellText(edited, 1, 5)).toBe('78');
    expect(isCellInvalid(edited, 1, 5)).toBe(false);
    expect(changedRatings(edited)).toEqual([]);
    expect(journalResult(state, 1, 6)).toBeUndefined();
  });
});
