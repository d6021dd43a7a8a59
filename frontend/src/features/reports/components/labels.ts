import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { Multilingual } from '@/api/types';
import { findRegion } from '@/components/institution/regions';
import { localized } from '@/lib/format';
import { useUi } from '@/store/ui';
import { curriculumStatusMessages, eduFormMessages, reportMessages, studentStatusMessages } from '../messages';

const known = <K extends string>(messages: Record<K, unknown>, code: string): code is K => code in messages;

/** The labels of the codes the reports count by, in the interface language. */
export function useReportLabels() {
  const intl = useIntl();
  const language = useUi((state) => state.language);
  return useMemo(
    () => ({
      studentStatus: (code: string) => (known(studentStatusMessages, code) ? intl.formatMessage(studentStatusMessages[code]) : code),
      curriculumStatus: (code: string) => (known(curriculumStatusMessages, code) ? intl.formatMessage(curriculumStatusMessages[code]) : code),
      eduForm: (code: string) => (known(eduFormMessages, code) ? intl.formatMessage(eduFormMessages[code]) : code),
      gender: (code: string) =>
        code === '1' ? intl.formatMessage(reportMessages.male) : code === '2' ? intl.formatMessage(reportMessages.female) : code,
      course: (course: string | number) => intl.formatMessage(reportMessages.courseValue, { course }),
      region: (region: string) => {
        const known = findRegion(region);
        return known ? intl.formatMessage(known.message) : region || intl.formatMessage(reportMessages.noRegion);
      },
      name: (name: Partial<Multilingual> | null | undefined) => localized(name, language),
    }),
    [intl, language],
  );
}

export type ReportLabels = ReturnType<typeof useReportLabels>;
