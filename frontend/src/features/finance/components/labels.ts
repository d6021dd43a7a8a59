import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { financeMessages } from '../messages';

type Key = keyof typeof financeMessages;

/** The labels of finance's codes in the current language. */
export function useFinanceLabels() {
  const intl = useIntl();
  return useMemo(() => {
    const of = (prefix: string) => (code: string) => {
      const key = `${prefix}${code}` as Key;
      return key in financeMessages ? intl.formatMessage(financeMessages[key]) : code;
    };
    return {
      kind: of('kind'),
      status: of('status'),
      state: of('state'),
      level: of('level'),
      form: of('form'),
      /** "2026–2027". */
      year: (start: number) => intl.formatMessage(financeMessages.academicYearValue, { start, end: start + 1 }),
    };
  }, [intl]);
}

/** This academic year (it begins in September) and the ones around it, newest first. */
export function academicYears(today = new Date()): number[] {
  const current = today.getMonth() >= 8 ? today.getFullYear() : today.getFullYear() - 1;
  return [current + 1, current, current - 1, current - 2];
}

export function currentAcademicYear(today = new Date()): number {
  return today.getMonth() >= 8 ? today.getFullYear() : today.getFullYear() - 1;
}
