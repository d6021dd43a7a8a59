import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { FormattedMessage } from 'react-intl';
import { PageHeader } from '@/components/PageHeader';
import { useCan } from '@/lib/access';
import { useClassSchedule } from '../api/get-class-schedule';
import type { CalendarLesson } from '../api/types';
import { MonthAgenda } from '../components/MonthAgenda';
import { MonthCalendar } from '../components/MonthCalendar';
import { useMonthParam } from '../components/use-month-param';
import { scheduleMessages, teacherMessages } from '../messages';
import { rollPath } from '../paths';

const PARTS = { group: true, room: true, institution: true } as const;

/**
 * The signed-in teacher's own month, over every institution they teach in: a grid of weeks, or on
 * a phone the days one after another. A teacher who records rolls reaches each lesson's roll from it.
 */
export default function ClassSchedulePage() {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const [month, setMonth] = useMonthParam();
  const calendar = useClassSchedule(month);
  const canRecord = useCan('journal-record');
  const common = {
    month,
    onMonthChange: setMonth,
    calendar: calendar.data,
    loading: calendar.isFetching,
    error: calendar.error,
    emptyMessage: scheduleMessages.empty,
    parts: PARTS,
  };
  const lessonLink = canRecord ? (lesson: CalendarLesson) => rollPath(lesson.schedule_id, lesson.date) : undefined;
  return (
    <>
      <PageHeader title={<FormattedMessage {...teacherMessages.classScheduleTitle} />} />
      {phone ? <MonthAgenda {...common} lessonLink={lessonLink} /> : <MonthCalendar {...common} lessonLink={lessonLink} />}
    </>
  );
}
