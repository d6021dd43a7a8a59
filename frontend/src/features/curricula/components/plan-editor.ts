/**
 * A curriculum's assessment plans as the editor holds them: one row per semester subject with its
 * marking system, final form, credits and the controls' maxima as typed; the hint that says whether
 * the maxima make up the scale; the body of one save; and the server's refusals placed on the rows.
 */
import type { Assessment, Control, FinalForm, MarkingSystem, PlanWrite, PlannedSubject } from '../api/types';

export interface PlanRow {
  /** `semester:subject` */
  key: string;
  semester: number;
  subject: Pick<PlannedSubject, 'edu_subject_id' | 'code' | 'name' | 'study_hours'>;
  markingSystem: MarkingSystem;
  finalForm: FinalForm;
  credits: string;
  maxima: Record<Control, string>;
  currentEntered: boolean;
}

export const CONTROL_ORDER = ['CURRENT', 'MIDTERM', 'FINAL'] as const satisfies readonly Control[];

export const rowKey = (semester: number, subjectId: number) => `${semester}:${subjectId}`;

export function fromAssessment(assessment: Assessment): PlanRow[] {
  return assessment.semesters.flatMap((semester) =>
    semester.subjects.map((subject) => ({
      key: rowKey(semester.semester_number, subject.edu_subject_id),
      semester: semester.semester_number,
      subject: { edu_subject_id: subject.edu_subject_id, code: subject.code, name: subject.name, study_hours: subject.study_hours },
      markingSystem: subject.marking_system,
      finalForm: subject.final_form,
      credits: String(subject.credits),
      maxima: Object.fromEntries(
        CONTROL_ORDER.map((control) => [control, String(subject.controls.find((entry) => entry.control === control)?.max_points ?? 0)]),
      ) as Record<Control, string>,
      currentEntered: subject.current_entered,
    })),
  );
}

/** The maxima a marking system starts from: each control out of 5, or 40 + 30 + 30 of 100. */
export function defaultMaxima(system: MarkingSystem): Record<Control, string> {
  return system === 'FIVE_POINT' ? { CURRENT: '5', MIDTERM: '5', FINAL: '5' } : { CURRENT: '40', MIDTERM: '30', FINAL: '30' };
}

/** Changing the marking system between the five-point scale and a hundred-point one starts the maxima afresh. */
export function withMarkingSystem(row: PlanRow, system: MarkingSystem): PlanRow {
  const scaleChanged = (row.markingSystem === 'FIVE_POINT') !== (system === 'FIVE_POINT');
  return { ...row, markingSystem: system, maxima: scaleChanged ? defaultMaxima(system) : row.maxima };
}

const wholeNumber = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : null);

export interface SumHint {
  ok: boolean;
  kind: 'sum' | 'fivePoint' | 'noControls' | 'needsFinal' | 'notNumbers';
  /** The maxima added up (hundred-point and credit). */
  sum: number;
}

/**
 * Whether the maxima make up the scale, as the server will judge them: on the hundred-point and
 * credit systems they add up to 100; on the five-point one each is 0 or 5 and one at least is held;
 * an exam needs a final control.
 */
export function sumHint(row: Pick<PlanRow, 'markingSystem' | 'finalForm' | 'maxima'>): SumHint {
  const values = CONTROL_ORDER.map((control) => wholeNumber(row.maxima[control]));
  if (values.some((value) => value === null)) return { ok: false, kind: 'notNumbers', sum: 0 };
  const [current, midterm, final] = values as number[];
  const sum = current! + midterm! + final!;
  if (row.markingSystem === 'FIVE_POINT') {
    if (values.some((value) => value !== 0 && value !== 5)) return { ok: false, kind: 'fivePoint', sum };
    if (sum === 0) return { ok: false, kind: 'noControls', sum };
  } else if (sum !== 100) {
    return { ok: false, kind: 'sum', sum };
  }
  if (row.finalForm === 'EXAM' && final === 0) return { ok: false, kind: 'needsFinal', sum };
  return { ok: true, kind: 'sum', sum };
}

/** Numbers that cannot be sent at all (not whole numbers): the only thing that holds a save back. */
export function unsendable(row: PlanRow): boolean {
  return wholeNumber(row.credits) === null || CONTROL_ORDER.some((control) => wholeNumber(row.maxima[control]) === null);
}

/** The body of one save: every plan, its controls in the order CURRENT, MIDTERM, FINAL. */
export function toPlanWrites(rows: readonly PlanRow[]): PlanWrite[] {
  return rows.map((row) => ({
    semester_number: row.semester,
    edu_subject_id: row.subject.edu_subject_id,
    marking_system: row.markingSystem,
    final_form: row.finalForm,
    credits: Number(row.credits.trim()),
    current_entered: row.currentEntered,
    controls: CONTROL_ORDER.map((control) => ({ control, max_points: Number(row.maxima[control].trim()) })),
  }));
}

/** Where a refusal goes on a row: the plan as a whole (its controls), or one of its fields. */
export type PlanField = 'controls' | 'credits' | 'marking_system' | 'final_form' | 'row' | Control;

/**
 * The server's refusals by row key and field: `plans.N.controls` under the row's maxima,
 * `plans.N.controls.M.max_points` under that control's maximum, `plans.N.credits` under the credits.
 */
export function placePlanErrors(fields: Record<string, string[]>, rows: readonly PlanRow[]): { byRow: Record<string, Partial<Record<PlanField, string>>>; general: string[] } {
  const byRow: Record<string, Partial<Record<PlanField, string>>> = {};
  const general: string[] = [];
  for (const [field, texts] of Object.entries(fields)) {
    const match = /^plans\.(\d+)(?:\.(.+))?$/.exec(field);
    const row = match ? rows[Number(match[1])] : undefined;
    if (!row) {
      general.push(...texts);
      continue;
    }
    const rest = match?.[2] ?? 'row';
    const control = /^controls\.(\d+)\./.exec(rest);
    const place: PlanField = control
      ? (CONTROL_ORDER[Number(control[1])] ?? 'controls')
      : (['controls', 'credits', 'marking_system', 'final_form'] as const).find((name) => name === rest) ?? 'row';
    const cell = (byRow[row.key] ??= {});
    cell[place] = [cell[place], ...texts].filter(Boolean).join(' ');
  }
  return { byRow, general };
}
