import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { errorMessages } from '@/api/client';
import { sharedMessages } from '@/components/messages';
import { localized } from '@/lib/format';
import { calendarMessages } from '@/lib/messages';
import { useUi } from '@/store/ui';
import type { Calendar, CalendarLesson } from '../api/types';
import { scheduleMessages } from '../messages';
import { useLessonLabels } from './labels';
import { buildMonthGrid, currentMonth, monthHasLessons, monthParts, shiftMonth } from './month-grid';

/** Which parts of a lesson a calendar names: a group's calendar need not repeat the group. */
export interface LessonParts {
  group?: boolean;
  teacher?: boolean;
  room?: boolean;
  institution?: boolean;
}

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
}

/** A month of lessons: the month's name and its navigation, and a Monday-first grid of days. */
export function MonthCalendar({ month, onMonthChange, calendar, loading, error, emptyMessage, parts, onLessonClick }: Props) {
  const intl = useIntl();
  const { year, month: number } = monthParts(month);
  const monthName = intl.formatMessage(calendarMessages.months[number - 1] ?? calendarMessages.months[0]!);
  const days = useMemo(() => calendar?.days ?? [], [calendar]);
  const weeks = useMemo(() => buildMonthGrid(month, days), [month, days]);
  const empty = calendar !== undefined && !(calendar.has_lessons || monthHasLessons(days));
  const today = currentMonth();

  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="month-calendar">
      <Stack direction="row" alignItems="center" spacing={1} sx={{ mb: 2 }}>
        <Tooltip title={intl.formatMessage(scheduleMessages.previousMonth)}>
          <IconButton onClick={() => onMonthChange(shiftMonth(month, -1))} aria-label={intl.formatMessage(scheduleMessages.previousMonth)} data-testid="month-previous">
            <ChevronLeftIcon />
          </IconButton>
        </Tooltip>
        <Typography variant="h6" component="h2" sx={{ minWidth: 180, textAlign: 'center' }} data-testid="month-title">
          <FormattedMessage {...scheduleMessages.monthTitle} values={{ month: monthName, year }} />
        </Typography>
        <Tooltip title={intl.formatMessage(scheduleMessages.nextMonth)}>
          <IconButton onClick={() => onMonthChange(shiftMonth(month, 1))} aria-label={intl.formatMessage(scheduleMessages.nextMonth)} data-testid="month-next">
            <ChevronRightIcon />
          </IconButton>
        </Tooltip>
        {month !== today && (
          <Button size="small" onClick={() => onMonthChange(today)}>
            <FormattedMessage {...scheduleMessages.today} />
          </Button>
        )}
      </Stack>
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
                        <LessonCard key={`${lesson.schedule_id}-${lesson.class_hour.id}`} lesson={lesson} parts={parts} onClick={onLessonClick} />
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

function LessonCard({ lesson, parts, onClick }: { lesson: CalendarLesson; parts: LessonParts; onClick?(lesson: CalendarLesson): void }) {
  const labels = useLessonLabels();
  const language = useUi((state) => state.language);
  const subgroup = labels.subgroup(lesson.subgroup, lesson.subgroup_name);
  const lines = [
    parts.group ? lesson.edu_group.name : null,
    parts.teacher ? lesson.teacher.full_name : null,
    parts.room ? labels.room(lesson.room) : null,
    [labels.lessonType(lesson.lesson_type), subgroup].filter(Boolean).join(' · '),
    parts.institution ? localized(lesson.institution.name, language) : null,
  ].filter((line): line is string => Boolean(line));
  const content = (
    <Box sx={{ textAlign: 'left', width: '100%' }}>
      <Typography variant="caption" component="div" sx={{ fontWeight: 600 }}>
        {lesson.class_hour.number}. {lesson.class_hour.start_time}–{lesson.class_hour.end_time}
      </Typography>
      <Typography variant="body2" component="div" sx={{ fontWeight: 500, lineHeight: 1.2 }}>
        {labels.name(lesson.edu_subject.name)}
      </Typography>
      {lines.map((line) => (
        <Typography key={line} variant="caption" component="div" color="text.secondary" sx={{ lineHeight: 1.2 }}>
          {line}
        </Typography>
      ))}
    </Box>
  );
  const sx = { display: 'block', width: '100%', p: 0.5, borderRadius: 1, borderLeft: 3, borderColor: 'primary.main', bgcolor: 'background.paper' } as const;
  return onClick ? (
    <ButtonBase sx={sx} onClick={() => onClick(lesson)} data-testid={`lesson-${lesson.schedule_id}-${lesson.date}`}>
      {content}
    </ButtonBase>
  ) : (
    <Box sx={sx} data-testid={`lesson-${lesson.schedule_id}-${lesson.date}`}>
      {content}
    </Box>
  );
}
