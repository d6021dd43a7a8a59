import SaveOutlinedIcon from '@mui/icons-material/SaveOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { FormattedMessage, useIntl } from 'react-intl';
import { ApiError } from '@/api/client';
import { useValidatedForm } from '@/components/form/use-validated-form';
import { sharedMessages } from '@/components/messages';
import { useTeacherSubjects } from '../api/get-teacher-subjects';
import { LESSON_TYPES } from '../api/types';
import { scheduleMessages, teacherMessages } from '../messages';
import { useLessonLabels } from './labels';
import { MAX_TOPIC_HOURS, MAX_TOPIC_ORDER, validateTopic, type TopicFormValues } from './topic-form';

interface Props {
  initial: TopicFormValues;
  submitting: boolean;
  error: unknown;
  onSubmit(values: TopicFormValues): void;
  onCancel(): void;
}

/** A topic of one of the teacher's subjects: name, hours, lesson type and its place in the subject. */
export function TopicForm({ initial, submitting, error, onSubmit, onCancel }: Props) {
  const intl = useIntl();
  const labels = useLessonLabels();
  const subjects = useTeacherSubjects().data?.results ?? [];
  const { values, set, submit, help, invalid } = useValidatedForm({ initial, validate: validateTopic, onValid: onSubmit, error });
  const general = error instanceof ApiError && Object.keys(error.fields).length === 0 ? error.messages : [];

  return (
    <Paper variant="outlined" component="form" onSubmit={submit} noValidate sx={{ p: 3 }} data-testid="topic-form">
      <Stack spacing={2}>
        {general.length > 0 && <Alert severity="error">{general.join(' ')}</Alert>}
        <TextField
          select
          required
          name="edu_subject_id"
          label={intl.formatMessage(scheduleMessages.subject)}
          value={subjects.some((subject) => subject.id === values.edu_subject_id) ? (values.edu_subject_id ?? '') : ''}
          onChange={(event) => set('edu_subject_id', Number(event.target.value))}
          error={invalid('edu_subject_id')}
          helperText={help('edu_subject_id')}
        >
          {subjects.map((subject) => (
            <MenuItem key={subject.id} value={subject.id}>
              {subject.code} — {labels.name(subject.name)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          required
          name="name"
          label={intl.formatMessage(teacherMessages.topicName)}
          value={values.name}
          onChange={(event) => set('name', event.target.value)}
          error={invalid('name')}
          helperText={help('name')}
          multiline
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            required
            fullWidth
            name="hours"
            type="number"
            label={intl.formatMessage(teacherMessages.topicHours)}
            value={values.hours}
            onChange={(event) => set('hours', event.target.value)}
            error={invalid('hours')}
            helperText={help('hours')}
            slotProps={{ htmlInput: { min: 1, max: MAX_TOPIC_HOURS, step: 1 } }}
          />
          <TextField
            select
            required
            fullWidth
            name="lesson_type"
            label={intl.formatMessage(scheduleMessages.lessonType)}
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
            required
            fullWidth
            name="order"
            type="number"
            label={intl.formatMessage(teacherMessages.topicOrder)}
            value={values.order}
            onChange={(event) => set('order', event.target.value)}
            error={invalid('order')}
            helperText={help('order')}
            slotProps={{ htmlInput: { min: 1, max: MAX_TOPIC_ORDER, step: 1 } }}
          />
        </Stack>
      </Stack>
      <Stack direction="row" spacing={1} justifyContent="flex-end" sx={{ mt: 2 }}>
        <Button onClick={onCancel}>
          <FormattedMessage {...sharedMessages.cancel} />
        </Button>
        <Button type="submit" variant="contained" loading={submitting} startIcon={<SaveOutlinedIcon />}>
          <FormattedMessage {...sharedMessages.save} />
        </Button>
      </Stack>
    </Paper>
  );
}
