import type { ExamRatingEntry, ExamSheet } from '../api/types';

/** What a rating cell holds while typed: the text as typed. */
export type Drafts = Record<number, string>;

export function draftsOf(sheet: ExamSheet): Drafts {
  return Object.fromEntries(sheet.exams.map((exam) => [exam.exam_id, exam.rating == null ? '' : String(exam.rating)]));
}

/** The cells that are no whole number on the sheet's scale (an empty cell is fine: it clears the rating). */
export function invalidCells(sheet: ExamSheet, drafts: Drafts): Set<number> {
  const invalid = new Set<number>();
  for (const exam of sheet.exams) {
    const text = (drafts[exam.exam_id] ?? '').trim();
    if (text === '') continue;
    const value = Number(text);
    if (!Number.isInteger(value) || value < sheet.min_rating || value > sheet.max_rating) invalid.add(exam.exam_id);
  }
  return invalid;
}

/** The cells changed against the sheet, as the body of the save. */
export function changedEntries(sheet: ExamSheet, drafts: Drafts): ExamRatingEntry[] {
  return sheet.exams.flatMap((exam) => {
    const text = (drafts[exam.exam_id] ?? '').trim();
    const rating = text === '' ? null : Number(text);
    return rating === (exam.rating ?? null) ? [] : [{ exam_id: exam.exam_id, rating }];
  });
}
