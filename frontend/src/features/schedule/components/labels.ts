import { useIntl } from 'react-intl';
import { localized } from '@/lib/format';
import { calendarMessages } from '@/lib/messages';
import { useUi } from '@/store/ui';
import type { Multilingual } from '@/api/types';
import type { LessonClassHour, LessonType } from '../api/types';
import { lessonTypeMessages, scheduleMessages } from '../messages';

/** The texts a lesson is shown with, in the interface language. */
export function useLessonLabels() {
  const intl = useIntl();
  const language = useUi((state) => state.language);
  return {
    name: (name: Multilingual) => localized(name, language),
    lessonType: (type: LessonType) => (lessonTypeMessages[type] ? intl.formatMessage(lessonTypeMessages[type]) : type),
    classHour: (hour: Pick<LessonClassHour, 'number' | 'start_time' | 'end_time'>) =>
      intl.formatMessage(scheduleMessages.classHourValue, { number: hour.number, start: hour.start_time, end: hour.end_time }),
    room: (room: { name: string; building_name?: string }) =>
      room.building_name ? intl.formatMessage(scheduleMessages.roomValue, { name: room.name, building: room.building_name }) : room.name,
    subgroup: (number: number | null | undefined, name?: string | null) =>
      number === null || number === undefined ? '' : name || intl.formatMessage(scheduleMessages.subgroupValue, { number }),
    /** 1 (Monday) .. 7 (Sunday), long. */
    weekday: (day: number) => intl.formatMessage(calendarMessages.weekdaysLong[day - 1] ?? { id: 'calendar.weekdayLong.1' }),
  };
}
