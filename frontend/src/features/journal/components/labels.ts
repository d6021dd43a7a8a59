import { useIntl } from 'react-intl';
import type { Multilingual } from '@/api/types';
import { localized } from '@/lib/format';
import { useUi } from '@/store/ui';
import type { AcademicDebtLevel, Attendance, Control, JournalLesson, ResultState, SheetState, ThresholdLevel, UnpassedSubject } from '../api/types';
import {
  attendanceCodeMessages,
  attendanceMessages,
  controlMessages,
  controlShortMessages,
  debtLevelMessages,
  debtMessages,
  lessonStateMessages,
  lessonTypeMessages,
  resultStateMessages,
  rollMessages,
  sheetMessages,
  sheetStateMessages,
  thresholdLevelMessages,
} from '../messages';

export type LessonShownState = keyof typeof lessonStateMessages;

/** How a lesson of a day is shown: a day still to come is upcoming whatever its roll. */
export function shownState(lesson: Pick<JournalLesson, 'journal_state' | 'taken' | 'date'>, today: string): LessonShownState {
  if (lesson.journal_state === 'CLOSED') return lesson.taken ? 'CLOSED_TAKEN' : 'CLOSED_MISSED';
  if (lesson.journal_state === 'TAKEN') return 'TAKEN';
  return lesson.date > today ? 'UPCOMING' : 'OPEN';
}

/** The texts of the journal's codes in the interface language. */
export function useJournalLabels() {
  const intl = useIntl();
  const language = useUi((state) => state.language);
  return {
    name: (name: Multilingual | undefined) => localized(name, language),
    attendance: (code: Attendance) => intl.formatMessage(attendanceMessages[code]),
    /** '' for present: a journal leaves that cell to its mark. */
    attendanceCode: (code: Attendance) => (code === 'PRESENT' ? '' : intl.formatMessage(attendanceCodeMessages[code])),
    lessonState: (state: LessonShownState) => intl.formatMessage(lessonStateMessages[state]),
    lessonType: (type: keyof typeof lessonTypeMessages) => intl.formatMessage(lessonTypeMessages[type]),
    lessonHour: (hour: { number: number; start_time: string; end_time: string }) =>
      intl.formatMessage(rollMessages.lessonHour, { number: hour.number, start: hour.start_time, end: hour.end_time }),
    subgroup: (subgroup: { number: number; name?: string | null } | null | undefined) =>
      subgroup ? subgroup.name || intl.formatMessage(rollMessages.subgroupValue, { number: subgroup.number }) : '',
    control: (control: Control) => intl.formatMessage(controlMessages[control]),
    controlShort: (control: Control) => intl.formatMessage(controlShortMessages[control]),
    resultState: (state: ResultState) => intl.formatMessage(resultStateMessages[state]),
    sheetState: (state: SheetState) => intl.formatMessage(sheetStateMessages[state]),
    threshold: (level: ThresholdLevel) => intl.formatMessage(thresholdLevelMessages[level]),
    debtLevel: (level: AcademicDebtLevel) => intl.formatMessage(debtLevelMessages[level]),
    course: (course: number) => intl.formatMessage(debtMessages.courseValue, { course }),
    /** "Fizika (semestr 2, urinish 1)". */
    unpassed: (subject: UnpassedSubject) =>
      intl.formatMessage(debtMessages.subject, { name: localized(subject.name, language), semester: subject.semester, attempt: subject.attempt }),
    attempt: (attempt: number) =>
      attempt > 1 ? intl.formatMessage(sheetMessages.attemptRetake, { attempt: attempt - 1 }) : intl.formatMessage(sheetMessages.attemptMain),
  };
}

/** Points and totals as a journal writes them: one decimal at most, a comma in no language here. */
export function formatPoints(value: number | null | undefined): string {
  if (value === null || value === undefined) return '—';
  return Number.isInteger(value) ? String(value) : value.toFixed(1);
}
