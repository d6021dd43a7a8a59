import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import EventBusyOutlinedIcon from '@mui/icons-material/EventBusyOutlined';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { FormattedMessage, type MessageDescriptor } from 'react-intl';
import { sharedMessages } from '@/components/messages';
import { formatDate } from '@/lib/format';
import type { CalendarLesson, DeleteScope } from '../api/types';
import { scheduleMessages } from '../messages';
import { useLessonLabels } from './labels';

interface Props {
  lesson: CalendarLesson;
  deleting: DeleteScope | null;
  onEdit(): void;
  onDelete(scope: DeleteScope): void;
  onClose(): void;
}

/** One day of a weekly lesson: what it is, and edit, delete for that day, or delete to the end of the semester. */
export function LessonActionsDialog({ lesson, deleting, onEdit, onDelete, onClose }: Props) {
  const labels = useLessonLabels();
  const row = (message: MessageDescriptor, value: ReactNode) => (
    <Stack direction="row" spacing={1}>
      <Typography variant="body2" color="text.secondary" sx={{ minWidth: 140 }}>
        <FormattedMessage {...message} />
      </Typography>
      <Typography variant="body2">{value}</Typography>
    </Stack>
  );
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="lesson-actions-title">
      <DialogTitle id="lesson-actions-title">{labels.name(lesson.edu_subject.name)}</DialogTitle>
      <DialogContent>
        <Stack spacing={1} data-testid="lesson-details">
          {row(scheduleMessages.date, formatDate(lesson.date))}
          {row(scheduleMessages.classHour, labels.classHour(lesson.class_hour))}
          {row(scheduleMessages.group, lesson.edu_group.name)}
          {row(scheduleMessages.teacher, lesson.teacher.full_name)}
          {row(scheduleMessages.room, labels.room(lesson.room))}
          {row(scheduleMessages.lessonType, labels.lessonType(lesson.lesson_type))}
          {lesson.subgroup !== null && lesson.subgroup !== undefined && row(scheduleMessages.subgroup, labels.subgroup(lesson.subgroup, lesson.subgroup_name))}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose}>
          <FormattedMessage {...sharedMessages.cancel} />
        </Button>
        <Button variant="outlined" startIcon={<EditOutlinedIcon />} onClick={onEdit} data-testid="lesson-edit">
          <FormattedMessage {...sharedMessages.edit} />
        </Button>
        <Button
          variant="outlined"
          color="warning"
          startIcon={<EventBusyOutlinedIcon />}
          loading={deleting === 'day'}
          disabled={deleting !== null}
          onClick={() => onDelete('day')}
          data-testid="lesson-delete-day"
        >
          <FormattedMessage {...scheduleMessages.deleteDay} />
        </Button>
        <Button
          variant="contained"
          color="error"
          startIcon={<DeleteOutlineIcon />}
          loading={deleting === 'until_end'}
          disabled={deleting !== null}
          onClick={() => onDelete('until_end')}
          data-testid="lesson-delete-until-end"
        >
          <FormattedMessage {...scheduleMessages.deleteUntilEnd} />
        </Button>
      </DialogActions>
    </Dialog>
  );
}
