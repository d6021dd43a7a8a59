import { useMemo } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import type { Multilingual } from '@/api/types';
import { localized } from '@/lib/format';
import { calendarMessages } from '@/lib/messages';
import { useUi } from '@/store/ui';
import {
  attendanceMessages,
  debtStatusMessages,
  documentKindMessages,
  documentStatusMessages,
  examControlMessages,
  lessonTypeMessages,
  orderKindMessages,
  resultStateMessages,
  sharedPortalMessages,
} from '../messages';

/** A code's label, or the code itself when the catalogue has none. */
function labelOf(intl: ReturnType<typeof useIntl>, messages: Record<string, MessageDescriptor>) {
  return (code: string) => (Object.hasOwn(messages, code) ? intl.formatMessage(messages[code]!) : code);
}

/** The portal's codes and values in the interface language. */
export function usePortalLabels() {
  const intl = useIntl();
  const language = useUi((state) => state.language);
  return useMemo(
    () => ({
      name: (name: Multilingual | undefined) => localized(name, language),
      attendance: labelOf(intl, attendanceMessages),
      lessonType: labelOf(intl, lessonTypeMessages),
      examControl: labelOf(intl, examControlMessages),
      resultState: labelOf(intl, resultStateMessages),
      debtStatus: labelOf(intl, debtStatusMessages),
      orderKind: labelOf(intl, orderKindMessages),
      documentKind: labelOf(intl, documentKindMessages),
      documentStatus: labelOf(intl, documentStatusMessages),
      attempt: (attempt: number) => intl.formatMessage(sharedPortalMessages.attempt, { attempt }),
      classHour: (hour: { number: number; start_time: string; end_time: string }) =>
        intl.formatMessage(sharedPortalMessages.classHour, { number: hour.number, start: hour.start_time, end: hour.end_time }),
      room: (room: { name: string; building_name?: string }) =>
        room.building_name ? intl.formatMessage(sharedPortalMessages.room, { name: room.name, building: room.building_name }) : room.name,
      /** 1 (Monday) .. 7 (Sunday). */
      weekday: (day: number) => intl.formatMessage(calendarMessages.weekdaysLong[day - 1] ?? calendarMessages.weekdaysLong[0]!),
      academicYear: (start: number) => intl.formatMessage(sharedPortalMessages.academicYearValue, { start, end: start + 1 }),
    }),
    [intl, language],
  );
}

/** Points, marks and GPAs as the journal writes them: whole, or to one decimal. */
export function formatPoints(value: number | null | undefined): string {
  if (value === null || value === undefined) return '—';
  return Number.isInteger(value) ? String(value) : value.toFixed(1);
}
