import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ApiError } from '@/api/client';
import { FormDialog } from '@/components/form/FormDialog';
import { useClassHours, useRooms } from '../api/get-lesson-references';
import { useMoveDraftLesson } from '../api/timetable';
import { WEEKDAYS, type Schedule } from '../api/types';
import { scheduleMessages, timetableMessages } from '../messages';
import { useLessonLabels } from './labels';

interface Props {
  runId: number;
  lesson: Schedule;
  onClose(): void;
}

/** Moves a draft lesson to another weekday, class hour and room; the server refuses a clash (409). */
export function MoveLessonDialog({ runId, lesson, onClose }: Props) {
  const intl = useIntl();
  const labels = useLessonLabels();
  const [weekday, setWeekday] = useState<number>(lesson.weekday);
  const [classHour, setClassHour] = useState<number>(lesson.class_hour_id);
  const [room, setRoom] = useState<number>(lesson.room_id);
  const rooms = useRooms().data?.results ?? [];
  const classHours = useClassHours().data?.results ?? [];
  const move = useMoveDraftLesson(runId, lesson.id);
  const error = move.error;
  const general = error instanceof ApiError ? [...error.messages, ...Object.values(error.fields).flat()] : [];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    move.mutate({ weekday, class_hour_id: classHour, room_id: room, version: lesson.version }, { onSuccess: onClose });
  };

  return (
    <FormDialog
      name="move-lesson"
      title={
        <>
          <FormattedMessage {...timetableMessages.moveTitle} />: {lesson.edu_subject.code} — {lesson.edu_group.name}
          {lesson.subgroup ? ` (${labels.subgroup(lesson.subgroup, lesson.subgroup_name)})` : ''}
        </>
      }
      submitting={move.isPending}
      general={general}
      onSubmit={submit}
      onClose={onClose}
    >
      <TextField
        select
        fullWidth
        name="weekday"
        label={intl.formatMessage(scheduleMessages.weekday)}
        value={weekday}
        onChange={(event) => setWeekday(Number(event.target.value))}
      >
        {WEEKDAYS.map((day) => (
          <MenuItem key={day} value={day}>
            {labels.weekday(day)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        fullWidth
        name="class_hour_id"
        label={intl.formatMessage(scheduleMessages.classHour)}
        value={classHours.some((hour) => hour.id === classHour) ? classHour : ''}
        onChange={(event) => setClassHour(Number(event.target.value))}
      >
        {classHours.map((hour) => (
          <MenuItem key={hour.id} value={hour.id}>
            {labels.classHour(hour)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        fullWidth
        name="room_id"
        label={intl.formatMessage(scheduleMessages.room)}
        value={rooms.some((option) => option.id === room) ? room : ''}
        onChange={(event) => setRoom(Number(event.target.value))}
      >
        {rooms.map((option) => (
          <MenuItem key={option.id} value={option.id}>
            {intl.formatMessage(timetableMessages.roomOption, { name: option.name, capacity: option.capacity })}
          </MenuItem>
        ))}
      </TextField>
    </FormDialog>
  );
}
