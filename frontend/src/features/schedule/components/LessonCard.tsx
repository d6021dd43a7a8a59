import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { localized } from '@/lib/format';
import { useUi } from '@/store/ui';
import type { CalendarLesson } from '../api/types';
import { useLessonLabels } from './labels';

/** Which parts of a lesson a calendar names: a group's calendar need not repeat the group. */
export interface LessonParts {
  group?: boolean;
  teacher?: boolean;
  room?: boolean;
  institution?: boolean;
}

/** A lesson of a calendar: a button when it may be edited, a link when it leads somewhere (its roll). */
export function LessonCard({ lesson, parts, onClick, to }: { lesson: CalendarLesson; parts: LessonParts; onClick?(lesson: CalendarLesson): void; to?: string }) {
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
  if (to) {
    return (
      <ButtonBase component={RouterLink} to={to} sx={sx} data-testid={`lesson-${lesson.schedule_id}-${lesson.date}`}>
        {content}
      </ButtonBase>
    );
  }
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
