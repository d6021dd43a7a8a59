import { useMemo } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { eduFormMessages, eduLanguageMessages, groupMessages, studentStatusMessages } from '../messages';

/** Labels of a group's enumerations in the interface language; an unknown value shows as sent. */
export function useGroupLabels() {
  const intl = useIntl();
  return useMemo(() => {
    const label = (messages: Record<string, MessageDescriptor>, value: string) => {
      const message = Object.hasOwn(messages, value) ? messages[value] : undefined;
      return message ? intl.formatMessage(message) : value;
    };
    return {
      eduForm: (value: string) => label(eduFormMessages, value),
      language: (value: string) => label(eduLanguageMessages, value),
      studentStatus: (value: string) => label(studentStatusMessages, value),
      course: (course: number) => intl.formatMessage(groupMessages.courseValue, { course }),
      semester: (semester: number) => intl.formatMessage(groupMessages.semesterValue, { semester }),
    };
  }, [intl]);
}

/** The two semesters of a course: course 2 → 3 and 4. */
export function semestersOfCourse(course: number): number[] {
  return course > 0 ? [2 * course - 1, 2 * course] : [];
}
