import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import { Fragment } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatDate } from '@/lib/format';
import { portalMessages } from '../messages';
import type { CalendarDayDto } from '../types';
import { ExamItem } from './ExamItem';
import { usePortalLabels } from './labels';
import { LessonItem } from './LessonItem';

interface Props {
  date: string;
  /** What the schedule answered for the day; none when it has nothing. */
  day: CalendarDayDto | undefined;
  today: boolean;
}

/** A day of the week: its lessons and exams in the order of their class hours; today stands out. */
export function DayCard({ date, day, today }: Props) {
  const intl = useIntl();
  const labels = usePortalLabels();
  const items = [
    ...(day?.lessons ?? []).map((lesson) => ({ hour: lesson.class_hour.number, key: `l-${lesson.schedule_id}-${lesson.class_hour.id}`, element: <LessonItem lesson={lesson} /> })),
    ...(day?.exams ?? []).map((exam) => ({ hour: exam.class_hour.number, key: `e-${exam.id}`, element: <ExamItem exam={exam} /> })),
  ].sort((a, b) => a.hour - b.hour);
  const weekday = (dayjs(date).day() + 6) % 7;
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-current={today ? 'date' : undefined}
      aria-labelledby={`day-${date}-title`}
      sx={{ p: 1.5, scrollMarginTop: 128, ...(today && { borderColor: 'primary.main', borderWidth: 2 }) }}
      data-testid={`day-${date}`}
      data-today={today || undefined}
    >
      <Stack direction="row" alignItems="center" spacing={1} sx={{ mb: items.length ? 1 : 0 }}>
        <Typography id={`day-${date}-title`} variant="subtitle2" component="h3" color={today ? 'primary' : undefined} sx={{ fontWeight: 700, flexGrow: 1 }}>
          {labels.weekday(weekday + 1)}, {formatDate(date)}
        </Typography>
        {today && <Chip size="small" color="primary" label={intl.formatMessage(portalMessages.today)} />}
      </Stack>
      {items.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          <FormattedMessage {...portalMessages.noLessons} />
        </Typography>
      ) : (
        <Stack component="ul" spacing={1} sx={{ m: 0, p: 0 }}>
          {items.map((item) => (
            <Fragment key={item.key}>{item.element}</Fragment>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
