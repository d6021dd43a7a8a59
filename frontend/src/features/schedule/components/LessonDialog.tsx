import Autocomplete from '@mui/material/Autocomplete';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import type { Dayjs } from 'dayjs';
import { FormattedMessage, useIntl } from 'react-intl';
import { ApiError } from '@/api/client';
import { DatePickersProvider } from '@/components/dates/DatePickersProvider';
import { FormDialog } from '@/components/form/FormDialog';
import { useValidatedForm } from '@/components/form/use-validated-form';
import { DATE_FORMAT } from '@/lib/format';
import { useClassHours, useGroupSubjects, useRooms, useTeachers } from '../api/get-lesson-references';
import { LESSON_TYPES, WEEKDAYS, type Teacher } from '../api/types';
import { scheduleMessages } from '../messages';
import { useLessonLabels } from './labels';
import { validateLesson, type LessonFormValues } from './lesson-form';

interface Props {
  mode: 'create' | 'update';
  groupId: number;
  initial: LessonFormValues;
  submitting: boolean;
  /** The failed save: 422 field errors go under the fields, a clash (409) and the rest above them. */
  error: unknown;
  onSubmit(values: LessonFormValues): void;
  onClose(): void;
}

const weekdayLabel = (day: Dayjs) => day.format('dd');

const teacherName = (teacher: Teacher) =>
  [teacher.citizen.last_name, teacher.citizen.first_name, teacher.citizen.middle_name].filter(Boolean).join(' ');

/** A weekly lesson of a group: what, who, where, when; the server checks clashes and the semester. */
export function LessonDialog({ mode, groupId, initial, submitting, error, onSubmit, onClose }: Props) {
  const intl = useIntl();
  const labels = useLessonLabels();
  const { values, set, setMany, submit, help, invalid } = useValidatedForm({
    initial,
    validate: validateLesson,
    onValid: onSubmit,
    error,
  });
  const subjects = useGroupSubjects(groupId).data?.results ?? [];
  const teachers = useTeachers(values.edu_subject_id ?? 0).data?.results ?? [];
  const rooms = useRooms().data?.results ?? [];
  const classHours = useClassHours().data?.results ?? [];
  const general = error instanceof ApiError && Object.keys(error.fields).length === 0 ? error.messages : [];
  const label = (message: keyof typeof scheduleMessages) => intl.formatMessage(scheduleMessages[message]);

  const date = (key: 'start_date' | 'end_date') => (
    <DatePicker
      label={label(key === 'start_date' ? 'startDate' : 'endDate')}
      value={values[key]}
      onChange={(value) => set(key, value)}
      format={DATE_FORMAT}
      dayOfWeekFormatter={weekdayLabel}
      slotProps={{
        textField: { fullWidth: true, name: key, error: invalid(key), helperText: help(key) ?? label('datesHint') },
        field: { clearable: true },
      }}
    />
  );

  return (
    <FormDialog
      name="lesson"
      title={<FormattedMessage {...(mode === 'create' ? scheduleMessages.addLesson : scheduleMessages.editLesson)} />}
      submitting={submitting}
      general={general}
      onSubmit={submit}
      onClose={onClose}
    >
      <Autocomplete
        options={subjects}
        getOptionLabel={(option) => `${option.code} — ${labels.name(option.name)}`}
        isOptionEqualToValue={(option, value) => option.id === value.id}
        value={subjects.find((option) => option.id === values.edu_subject_id) ?? null}
        onChange={(_, selected) => setMany({ edu_subject_id: selected?.id ?? null, teacher_id: null })}
        renderInput={(params) => (
          <TextField {...params} required name="edu_subject_id" label={label('subject')} error={invalid('edu_subject_id')} helperText={help('edu_subject_id')} />
        )}
      />
      <Autocomplete
        options={teachers}
        getOptionLabel={teacherName}
        isOptionEqualToValue={(option, value) => option.id === value.id}
        value={teachers.find((option) => option.id === values.teacher_id) ?? null}
        onChange={(_, selected) => set('teacher_id', selected?.id ?? null)}
        renderInput={(params) => (
          <TextField {...params} required name="teacher_id" label={label('teacher')} error={invalid('teacher_id')} helperText={help('teacher_id')} />
        )}
      />
      <Autocomplete
        options={rooms}
        getOptionLabel={(option) => labels.room({ name: option.name, building_name: option.building?.name ?? '' })}
        isOptionEqualToValue={(option, value) => option.id === value.id}
        value={rooms.find((option) => option.id === values.room_id) ?? null}
        onChange={(_, selected) => set('room_id', selected?.id ?? null)}
        renderInput={(params) => <TextField {...params} required name="room_id" label={label('room')} error={invalid('room_id')} helperText={help('room_id')} />}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          select
          required
          fullWidth
          name="weekday"
          label={label('weekday')}
          value={values.weekday ?? ''}
          onChange={(event) => set('weekday', Number(event.target.value))}
          error={invalid('weekday')}
          helperText={help('weekday')}
        >
          {WEEKDAYS.map((day) => (
            <MenuItem key={day} value={day}>
              {labels.weekday(day)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          required
          fullWidth
          name="class_hour_id"
          label={label('classHour')}
          value={classHours.some((hour) => hour.id === values.class_hour_id) ? (values.class_hour_id ?? '') : ''}
          onChange={(event) => set('class_hour_id', Number(event.target.value))}
          error={invalid('class_hour_id')}
          helperText={help('class_hour_id')}
        >
          {classHours.map((hour) => (
            <MenuItem key={hour.id} value={hour.id}>
              {labels.classHour(hour)}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          select
          required
          fullWidth
          name="lesson_type"
          label={label('lessonType')}
          value={values.lesson_type ?? ''}
          onChange={(event) => set('lesson_type', LESSON_TYPES.find((type) => type === event.target.value) ?? null)}
          error={invalid('lesson_type')}
          helperText={help('lesson_type')}
        >
          {LESSON_TYPES.map((type) => (
            <MenuItem key={type} value={type}>
              {labels.lessonType(type)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          fullWidth
          name="subgroup"
          type="number"
          label={label('subgroup')}
          placeholder={label('wholeGroup')}
          value={values.subgroup}
          onChange={(event) => set('subgroup', event.target.value)}
          error={invalid('subgroup')}
          helperText={help('subgroup')}
          slotProps={{ htmlInput: { min: 1, step: 1, inputMode: 'numeric' }, inputLabel: { shrink: true } }}
        />
      </Stack>
      <DatePickersProvider>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          {date('start_date')}
          {date('end_date')}
        </Stack>
      </DatePickersProvider>
    </FormDialog>
  );
}
