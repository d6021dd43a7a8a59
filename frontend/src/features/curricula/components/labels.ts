import { useMemo } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import type { CurriculumStatus, EduForm, EduLanguage, RatingType } from '../api/types';
import { curriculumStatusMessages, eduFormMessages, eduLanguageMessages, ratingTypeMessages } from '../messages';

/** Labels of the curriculum's enumerations in the interface language; an unknown value shows as sent. */
export function useCurriculumLabels() {
  const intl = useIntl();
  return useMemo(() => {
    const label = (messages: Record<string, MessageDescriptor>, value: string) => {
      const message = Object.hasOwn(messages, value) ? messages[value] : undefined;
      return message ? intl.formatMessage(message) : value;
    };
    return {
      status: (value: CurriculumStatus | string) => label(curriculumStatusMessages, value),
      eduForm: (value: EduForm | string) => label(eduFormMessages, value),
      language: (value: EduLanguage | string) => label(eduLanguageMessages, value),
      ratingType: (value: RatingType | string) => label(ratingTypeMessages, value),
    };
  }, [intl]);
}
