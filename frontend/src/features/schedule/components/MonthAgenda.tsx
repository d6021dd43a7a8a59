import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import { useEffect, useMemo, useRef } from 'react';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { errorMessages } from '@/api/client';
import { sharedMessages } from '@/components/messages';
import { formatDate } from '@/lib/format';
import { calendarMessages } from '@/lib/messages';
import type { Calendar, CalendarLesson } from '../api/types';
import { LessonCard, type LessonParts } from './LessonCard';
import { buildMonthGrid, monthHasLessons, mondayColumn } from './month-grid';
import { MonthNav } from './MonthNav';

interface Props {
  month: string;
  onMonthChange(month: string): void;
  calendar: Calendar | undefined;
  loading: boolean;
  error?: unknown;
  emptyMessage: MessageDescriptor;
  parts: LessonParts;
  /** Where a lesson leads (its roll), when it leads anywhere. */
  lessonLink?(lesson: CalendarLesson): string | undefined;
}

/** A month as a phone shows it: day after day, only the days with lessons, today's scrolled into view. */
export function MonthAgenda({ month, onMonthChange, calendar, loading, error, emptyMessage, parts, lessonLink }: Props) {
  const intl = useIntl();
  const days = useMemo(
    () =>
      buildMonthGrid(month, calendar?.days ?? [])
        .flat()
        .filter((day) => day !== null && day.lessons.length > 0),
    [month, calendar],
  );
  const empty = calendar !== undefined && !(calendar.has_lessons || monthHasLessons(calendar.days));
  const today = dayjs().format('YYYY-MM-DD');
  const todayRef = useRef<HTMLElement | null>(null);
  useEffect(() => {
    todayRef.current?.scrollIntoView?.({ block: 'start' });
  }, [days]);

  return (
    <Paper variant="outlined" sx={{ p: 1.5 }} data-testid="month-agenda">
      <MonthNav month={month} onMonthChange={onMonthChange} />
      {loading && <LinearProgress sx={{ mb: 1 }} />}
      {error !== undefined && error !== null && (
        <Alert severity="error" sx={{ mb: 2 }} data-testid="calendar-error">
          {errorMessages(error).join(' ') || <FormattedMessage {...sharedMessages.loadFailed} />}
        </Alert>
      )}
      {empty && (
        <Alert severity="info" sx={{ mb: 2 }} data-testid="calendar-empty">
          <FormattedMessage {...emptyMessage} />
        </Alert>
      )}
      <Stack spacing={2}>
        {days.map(
          (day) =>
            day && (
              <Stack
                key={day.date}
                component="section"
                spacing={0.75}
                data-testid={`agenda-${day.date}`}
                ref={day.date === today ? (element: HTMLElement | null) => void (todayRef.current = element) : undefined}
                sx={{ scrollMarginTop: 72 }}
              >
                <Typography variant="subtitle2" component="h3" color={day.date === today ? 'primary' : 'text.secondary'} sx={{ fontWeight: 600 }}>
                  {intl.formatMessage(calendarMessages.weekdaysLong[mondayColumn(day.date)] ?? calendarMessages.weekdaysLong[0]!)}, {formatDate(day.date)}
                </Typography>
                {day.lessons.map((lesson) => (
                  <LessonCard key={`${lesson.schedule_id}-${lesson.class_hour.id}`} lesson={lesson} parts={parts} to={lessonLink?.(lesson)} />
                ))}
              </Stack>
            ),
        )}
      </Stack>
    </Paper>
  );
}
