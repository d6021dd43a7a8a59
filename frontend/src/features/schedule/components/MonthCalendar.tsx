import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { FormattedMessage, type MessageDescriptor } from 'react-intl';
import { errorMessages } from '@/api/client';
import { sharedMessages } from '@/components/messages';
import { calendarMessages } from '@/lib/messages';
import type { Calendar, CalendarLesson } from '../api/types';
import { ExamCard } from './ExamCard';
import { LessonCard, type LessonParts } from './LessonCard';
import { buildMonthGrid, monthHasLessons } from './month-grid';
import { MonthNav } from './MonthNav';

export type { LessonParts };

interface Props {
  month: string;
  onMonthChange(month: string): void;
  calendar: Calendar | undefined;
  loading: boolean;
  error?: unknown;
  /** What a month without lessons says. */
  emptyMessage: MessageDescriptor;
  parts: LessonParts;
  /** A lesson is a button when given (edit and delete). */
  onLessonClick?(lesson: CalendarLesson): void;
  /** Or a link, where it leads somewhere (its roll). */
  lessonLink?(lesson: CalendarLesson): string | undefined;
}

/** A month of lessons: the month's name and its navigation, and a Monday-first grid of days. */
export function MonthCalendar({ month, onMonthChange, calendar, loading, error, emptyMessage, parts, onLessonClick, lessonLink }: Props) {
  const days = useMemo(() => calendar?.days ?? [], [calendar]);
  const weeks = useMemo(() => buildMonthGrid(month, days), [month, days]);
  const empty = calendar !== undefined && !(calendar.has_lessons || monthHasLessons(days));

  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="month-calendar">
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
      <Box sx={{ overflowX: 'auto' }}>
        <Box role="grid" sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, minmax(120px, 1fr))', gap: 0.5, minWidth: 840 }}>
          {/* Rows that take no box of their own: the grid lays out the cells, the rows give them their structure. */}
          <Box role="row" sx={{ display: 'contents' }}>
            {calendarMessages.weekdays.map((weekday) => (
              <Typography key={weekday.id} role="columnheader" variant="subtitle2" align="center" color="text.secondary">
                <FormattedMessage {...weekday} />
              </Typography>
            ))}
          </Box>
          {weeks.map((week, row) => (
            <Box key={`week-${row}`} role="row" sx={{ display: 'contents' }}>
              {week.map((cell, column) =>
                cell ? (
                  <Box
                    key={cell.date}
                    role="gridcell"
                    data-testid={`day-${cell.date}`}
                    data-column={column}
                    sx={{ border: 1, borderColor: 'divider', borderRadius: 1, minHeight: 96, p: 0.5, bgcolor: column > 4 ? 'action.hover' : undefined }}
                  >
                    <Typography variant="caption" color="text.secondary" component="div">
                      {cell.day}
                    </Typography>
                    <Stack spacing={0.5}>
                      {cell.lessons.map((lesson) => (
                        <LessonCard key={`${lesson.schedule_id}-${lesson.class_hour.id}`} lesson={lesson} parts={parts} onClick={onLessonClick} to={lessonLink?.(lesson)} />
                      ))}
                      {cell.exams.map((exam) => (
                        <ExamCard key={`exam-${exam.id}`} exam={exam} parts={parts} />
                      ))}
                    </Stack>
                  </Box>
                ) : (
                  <Box key={`blank-${row}-${column}`} role="gridcell" aria-hidden data-testid="day-blank" />
                ),
              )}
            </Box>
          ))}
        </Box>
      </Box>
    </Paper>
  );
}
