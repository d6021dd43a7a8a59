import { FormattedMessage } from 'react-intl';
import { PageHeader } from '@/components/PageHeader';
import { useClassSchedule } from '../api/get-class-schedule';
import { MonthCalendar } from '../components/MonthCalendar';
import { useMonthParam } from '../components/use-month-param';
import { scheduleMessages, teacherMessages } from '../messages';

const PARTS = { group: true, room: true, institution: true } as const;

/** The signed-in teacher's own month, over every institution they teach in. */
export default function ClassSchedulePage() {
  const [month, setMonth] = useMonthParam();
  const calendar = useClassSchedule(month);
  return (
    <>
      <PageHeader title={<FormattedMessage {...teacherMessages.classScheduleTitle} />} />
      <MonthCalendar
        month={month}
        onMonthChange={setMonth}
        calendar={calendar.data}
        loading={calendar.isFetching}
        error={calendar.error}
        emptyMessage={scheduleMessages.empty}
        parts={PARTS}
      />
    </>
  );
}
