import { FormattedMessage } from 'react-intl';
import { useParams } from 'react-router-dom';
import { PageHeader } from '@/components/PageHeader';
import { useCalendar } from '../api/get-calendar';
import type { Calendar, CalendarTarget } from '../api/types';
import { MonthCalendar } from '../components/MonthCalendar';
import { PrintWeekButton } from '../components/PrintWeekButton';
import { useLessonLabels } from '../components/labels';
import { useMonthParam } from '../components/use-month-param';
import { scheduleMessages } from '../messages';

const firstLesson = (calendar: Calendar | undefined) => calendar?.days.find((day) => day.lessons.length > 0)?.lessons[0];

/** A month of a teacher's lessons or of a room's occupancy, read only. */
function OccupancySchedule({ of }: { of: 'teacher' | 'room' }) {
  const id = Number(useParams().id);
  const [month, setMonth] = useMonthParam();
  const labels = useLessonLabels();
  const target: CalendarTarget = of === 'teacher' ? { teacher_id: id } : { room_id: id };
  const calendar = useCalendar(target, month);
  const lesson = firstLesson(calendar.data);
  const name = lesson ? (of === 'teacher' ? lesson.teacher.full_name : labels.room(lesson.room)) : '';
  return (
    <>
      <PageHeader
        title={
          <>
            <FormattedMessage {...(of === 'teacher' ? scheduleMessages.teacherTitle : scheduleMessages.roomTitle)} />
            {name ? `: ${name}` : ''}
          </>
        }
        back
        actions={<PrintWeekButton target={target} month={month} />}
      />
      <MonthCalendar
        month={month}
        onMonthChange={setMonth}
        calendar={calendar.data}
        loading={calendar.isFetching}
        error={calendar.error}
        emptyMessage={scheduleMessages.empty}
        parts={of === 'teacher' ? { group: true, room: true } : { group: true, teacher: true }}
      />
    </>
  );
}

export function TeacherSchedulePage() {
  return <OccupancySchedule of="teacher" />;
}

export function RoomSchedulePage() {
  return <OccupancySchedule of="room" />;
}
