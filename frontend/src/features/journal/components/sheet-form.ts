/**
 * The points of a control sheet as typed: each a number from 0 to the control's maximum with at
 * most one decimal (a comma as good as a point), empty for none; and the body of one save.
 */
import type { Dayjs } from 'dayjs';
import type { FieldError } from '@/components/form/use-validated-form';
import { sharedMessages } from '@/components/messages';
import { DAY_FORMAT } from '@/lib/dates';
import type { SheetEntry, SheetWrite } from '../api/types';
import { sheetMessages } from '../messages';

export interface SheetValues {
  exam_date: Dayjs | null;
  examiner_id: number | null;
  reason: string;
  /** By student id, as typed. */
  points: Record<number, string>;
}

/** `entries.N.points`: the field of the N-th student of the sheet, as the body lists them. */
export type SheetField = 'exam_date' | 'examiner_id' | 'reason' | `entries.${number}.points`;

export const pointsField = (index: number): SheetField => `entries.${index}.points`;

export function parsePoints(text: string): number | null {
  const trimmed = text.trim().replace(',', '.');
  return trimmed === '' ? null : Number(trimmed);
}

export function pointsProblem(text: string, max: number): 'format' | 'range' | null {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return null;
  if (!/^\d+(\.\d)?$/.test(trimmed)) return 'format';
  return Number(trimmed) > max ? 'range' : null;
}

export function initialPoints(entries: readonly SheetEntry[]): Record<number, string> {
  return Object.fromEntries(entries.map((entry) => [entry.student_id, entry.points === null || entry.points === undefined ? '' : String(entry.points)]));
}

export function validateSheet(values: SheetValues, entries: readonly SheetEntry[], max: number, reasonNeeded: boolean): Partial<Record<SheetField, FieldError>> {
  const errors: Partial<Record<SheetField, FieldError>> = {};
  entries.forEach((entry, index) => {
    if (pointsProblem(values.points[entry.student_id] ?? '', max)) errors[pointsField(index)] = { message: sheetMessages.pointsInvalid, values: { max } };
  });
  if (values.exam_date !== null && !values.exam_date.isValid()) errors.exam_date = { message: sharedMessages.required };
  if (reasonNeeded && !values.reason.trim()) errors.reason = { message: sharedMessages.required };
  return errors;
}

export function toSheetWrite(values: SheetValues, entries: readonly SheetEntry[], version: number, reasonNeeded: boolean): SheetWrite & { version: number } {
  return {
    entries: entries.map((entry) => ({ student_id: entry.student_id, points: parsePoints(values.points[entry.student_id] ?? '') })),
    exam_date: values.exam_date?.isValid() ? values.exam_date.format(DAY_FORMAT) : '',
    examiner_id: values.examiner_id,
    reason: reasonNeeded ? values.reason.trim() : '',
    version,
  };
}
