import CardActionArea from '@mui/material/CardActionArea';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { JournalLesson } from '../api/types';
import { rollPath } from '../paths';
import { shownState, useJournalLabels, type LessonShownState } from './labels';

const TONES: Record<LessonShownState, { color: 'default' | 'warning' | 'success' | 'error'; variant: 'filled' | 'outlined' }> = {
  UPCOMING: { color: 'default', variant: 'outlined' },
  OPEN: { color: 'warning', variant: 'filled' },
  TAKEN: { color: 'success', variant: 'filled' },
  CLOSED_TAKEN: { color: 'success', variant: 'outlined' },
  CLOSED_MISSED: { color: 'error', variant: 'outlined' },
};

/** A lesson of the day: one tap opens its roll. */
export function LessonCard({ lesson, today, showTeacher }: { lesson: JournalLesson; today: string; showTeacher: boolean }) {
  const labels = useJournalLabels();
  const state = shownState(lesson, today);
  const group = [lesson.edu_group.name, labels.subgroup(lesson.subgroup)].filter(Boolean).join(' · ');
  return (
    <Paper variant="outlined" component="li" sx={{ listStyle: 'none', overflow: 'hidden' }}>
      <CardActionArea
        component={RouterLink}
        to={rollPath(lesson.schedule_id, lesson.date)}
        sx={{ p: 1.5, display: 'block' }}
        data-testid={`lesson-${lesson.schedule_id}-${lesson.date}`}
        data-state={state}
      >
        <Stack direction="row" justifyContent="space-between" alignItems="flex-start" spacing={1}>
          <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
            {labels.lessonHour(lesson.class_hour)}
          </Typography>
          <Chip size="small" label={labels.lessonState(state)} {...TONES[state]} data-testid="lesson-state" />
        </Stack>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, lineHeight: 1.3, mt: 0.5 }}>
          {labels.name(lesson.edu_subject.name)}
        </Typography>
        <Typography variant="body2">
          {group} · {labels.lessonType(lesson.lesson_type)} · {lesson.room}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="div">
          {[showTeacher ? lesson.teacher.name : null, labels.name(lesson.institution.name)].filter(Boolean).join(' · ')}
        </Typography>
      </CardActionArea>
    </Paper>
  );
}
