import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { genderMessages, studentMessages, studentStatusMessages } from '../messages';

/** Labels of a student's enumerations in the interface language; an unknown value shows as sent. */
export function useStudentLabels() {
  const intl = useIntl();
  return useMemo(
    () => ({
      status: (value: string) => {
        const message = Object.hasOwn(studentStatusMessages, value) ? studentStatusMessages[value as keyof typeof studentStatusMessages] : undefined;
        return message ? intl.formatMessage(message) : value;
      },
      gender: (value: number) => {
        const message = value === 1 ? genderMessages[1] : value === 2 ? genderMessages[2] : undefined;
        return message ? intl.formatMessage(message) : String(value);
      },
      course: (course: number) => intl.formatMessage(studentMessages.courseValue, { course }),
    }),
    [intl],
  );
}
