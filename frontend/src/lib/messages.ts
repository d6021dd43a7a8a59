import type { MessageDescriptor } from 'react-intl';

const numbered = (prefix: string, count: number): MessageDescriptor[] =>
  Array.from({ length: count }, (_, index) => ({ id: `${prefix}.${index + 1}` }));

/** Month names (1 = January) and weekdays (1 = Monday ... 7 = Sunday) of the calendar. */
export const calendarMessages = {
  months: numbered('calendar.month', 12),
  weekdays: numbered('calendar.weekday', 7),
  weekdaysLong: numbered('calendar.weekdayLong', 7),
};
