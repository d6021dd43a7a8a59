import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';
import type { CalendarExam } from '../api/types';
import { calendarExamMessages } from '../messages';
import { useLessonLabels } from './labels';
import type { LessonParts } from './LessonCard';

/** An exam of a calendar day, marked as one: the class hour, the subject, the control and attempt, and what the calendar does not already name. */
export function ExamCard({ exam, parts }: { exam: CalendarExam; parts: LessonParts }) {
  const intl = useIntl();
  const labels = useLessonLabels();
  const lines = [
    parts.group ? [exam.edu_group.name, exam.subgroup_name].filter(Boolean).join(' · ') : null,
    parts.teacher ? exam.examiner.full_name : null,
    parts.room ? exam.room.name : null,
    [intl.formatMessage(calendarExamMessages[exam.control]), intl.formatMessage(calendarExamMessages.attempt, { attempt: exam.attempt })].join(' · '),
  ].filter((line): line is string => Boolean(line));
  return (
    <Box
      sx={{ p: 0.5, borderRadius: 1, borderLeft: 3, borderColor: 'warning.main', bgcolor: 'background.paper' }}
      data-testid={`exam-${exam.id}`}
    >
      <Typography variant="caption" component="div" sx={{ fontWeight: 600 }}>
        {exam.class_hour.number}. {exam.class_hour.start_time}–{exam.class_hour.end_time} ·{' '}
        <Box component="span" sx={{ color: 'warning.dark', textTransform: 'uppercase' }}>
          <FormattedMessage {...calendarExamMessages.badge} />
        </Box>
      </Typography>
      <Typography variant="body2" component="div" sx={{ fontWeight: 500, lineHeight: 1.2 }}>
        {labels.name(exam.edu_subject.name)}
      </Typography>
      {lines.map((line) => (
        <Typography key={line} variant="caption" component="div" color="text.secondary" sx={{ lineHeight: 1.2 }}>
          {line}
        </Typography>
      ))}
    </Box>
  );
}
