import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { useCan } from '@/lib/access';
import { localized } from '@/lib/format';
import { useUi } from '@/store/ui';
import { useClassSchedule } from '../api/get-class-schedule';
import { useTeacherGroups } from '../api/get-teacher-groups';
import { teacherMessages } from '../messages';
import { rollPath, teacherPaths } from '../paths';

/** The teacher's home: today's lessons and the lessons still waiting for their topics. */
export function TeacherToday() {
  const canSchedule = useCan('teacher-class-schedule');
  const canGroups = useCan('teacher-edu-groups-view');
  if (!canSchedule && !canGroups) return null;
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }} data-testid="teacher-today">
      {canSchedule && <TodayLessons />}
      {canGroups && <TopicsLeft />}
    </Box>
  );
}

function TodayLessons() {
  const language = useUi((state) => state.language);
  const canRecord = useCan('journal-record');
  const today = dayjs().format('YYYY-MM-DD');
  const calendar = useClassSchedule(today.slice(0, 7));
  const lessons = calendar.data?.days.find((day) => day.date === today)?.lessons ?? [];
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
        <FormattedMessage {...teacherMessages.todayLessons} />
      </Typography>
      {calendar.isSuccess && lessons.length === 0 && (
        <Typography color="text.secondary" sx={{ py: 2 }} data-testid="no-lessons-today">
          <FormattedMessage {...teacherMessages.noLessonsToday} />
        </Typography>
      )}
      <List dense data-testid="today-lessons">
        {lessons.map((lesson) => {
          const text = (
            <ListItemText
              primary={`${lesson.class_hour.start_time}–${lesson.class_hour.end_time} · ${localized(lesson.edu_subject.name, language)}`}
              secondary={`${lesson.edu_group.name}${lesson.subgroup_name ? ` (${lesson.subgroup_name})` : ''} · ${lesson.room.name}`}
            />
          );
          // A teacher who records rolls opens the lesson's roll from here.
          return (
            <ListItem key={`${lesson.schedule_id}-${lesson.class_hour.id}`} disablePadding>
              {canRecord ? (
                <ListItemButton component={RouterLink} to={rollPath(lesson.schedule_id, lesson.date)} sx={{ px: 0 }}>
                  {text}
                </ListItemButton>
              ) : (
                text
              )}
            </ListItem>
          );
        })}
      </List>
      <Link component={RouterLink} to={teacherPaths.classSchedule} underline="hover">
        <FormattedMessage {...teacherMessages.openSchedule} />
      </Link>
    </Paper>
  );
}

function TopicsLeft() {
  const language = useUi((state) => state.language);
  const groups = useTeacherGroups();
  const waiting = (groups.data?.results ?? []).filter((group) => group.topics_left > 0);
  const left = waiting.reduce((sum, group) => sum + group.topics_left, 0);
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
        <FormattedMessage {...teacherMessages.topicsLeftTitle} />
      </Typography>
      {groups.isSuccess && (
        <Alert severity={left > 0 ? 'warning' : 'success'} sx={{ my: 1 }} data-testid="topics-left">
          <FormattedMessage {...teacherMessages.topicsLeftCount} values={{ count: left }} />
        </Alert>
      )}
      <List dense>
        {waiting.map((group) => (
          <ListItem key={`${group.edu_group.id}-${group.edu_subject.id}`} disableGutters>
            <ListItemText
              primary={`${group.edu_group.name} · ${localized(group.edu_subject.name, language)}`}
              secondary={<FormattedMessage {...teacherMessages.topicsLeftOf} values={{ left: group.topics_left, held: group.lessons_held }} />}
            />
          </ListItem>
        ))}
      </List>
      <Link component={RouterLink} to={teacherPaths.groups} underline="hover">
        <FormattedMessage {...teacherMessages.openGroups} />
      </Link>
    </Paper>
  );
}
