import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { CalendarLessonDto } from '../types';
import { usePortalLabels } from './labels';

/** A lesson of a day: its class hour and times, subject, teacher, room and kind. */
export function LessonItem({ lesson }: { lesson: CalendarLessonDto }) {
  const labels = usePortalLabels();
  const kind = [labels.lessonType(lesson.lesson_type), lesson.subgroup_name].filter(Boolean).join(' · ');
  return (
    <Box component="li" sx={{ pl: 1.5, py: 0.5, borderLeft: 3, borderColor: 'primary.main', listStyle: 'none' }} data-testid="portal-lesson">
      <Typography variant="caption" component="p" sx={{ fontWeight: 600 }}>
        {labels.classHour(lesson.class_hour)}
      </Typography>
      <Typography variant="body2" component="p" sx={{ fontWeight: 600 }}>
        {labels.name(lesson.edu_subject.name)}
      </Typography>
      <Typography variant="caption" component="p" color="text.secondary">
        {lesson.teacher.full_name}
      </Typography>
      <Typography variant="caption" component="p" color="text.secondary">
        {labels.room(lesson.room)} · {kind}
      </Typography>
    </Box>
  );
}
