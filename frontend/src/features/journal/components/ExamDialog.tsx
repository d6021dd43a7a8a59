import Stack from '@mui/material/Stack';
import { FormattedMessage, useIntl } from 'react-intl';
import { DatePickersProvider } from '@/components/dates/DatePickersProvider';
import { DateInput } from '@/components/form/date-fields';
import { PickInput, SelectInput } from '@/components/form/fields';
import { FormDialog } from '@/components/form/FormDialog';
import { useValidatedForm } from '@/components/form/use-validated-form';
import { useExamClassHours, useExamRooms } from '../api/get-exam-references';
import { useExaminers } from '../api/get-examiners';
import { useGroupOptions } from '../api/get-group-options';
import { useGroupSubjects } from '../api/get-group-subjects';
import { EXAM_CONTROLS, type Examiner } from '../api/types';
import { examMessages, sheetMessages } from '../messages';
import { validateExamForm, type ExamFormValues } from './exam-form';
import { useJournalLabels } from './labels';

interface Props {
  mode: 'create' | 'update';
  initial: ExamFormValues;
  submitting: boolean;
  /** The failed save: 422 under the fields, a clash (409) above them. */
  error: unknown;
  onSubmit(values: ExamFormValues): void;
  onClose(): void;
}

const SEMESTERS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];

const fullName = (t: Examiner) => [t.citizen.last_name, t.citizen.first_name, t.citizen.middle_name].filter(Boolean).join(' ');

/** An exam of a group: which control, attempt, day, class hour, room and examiner; the server checks clashes with lessons and exams. */
export function ExamDialog({ mode, initial, submitting, error, onSubmit, onClose }: Props) {
  const intl = useIntl();
  const labels = useJournalLabels();
  const form = useValidatedForm<ExamFormValues>({ initial, validate: validateExamForm, onValid: onSubmit, error, id: 'exam' });
  const groupId = form.values.edu_group_id ?? 0;
  const semester = form.values.semester ? Number(form.values.semester) : undefined;
  const groups = useGroupOptions();
  const subjects = useGroupSubjects(groupId, semester);
  const rooms = useExamRooms();
  const classHours = useExamClassHours();
  const examiners = useExaminers(true);
  const label = (key: keyof typeof examMessages) => intl.formatMessage(examMessages[key]);
  return (
    <DatePickersProvider>
    <FormDialog
      name="exam"
      title={<FormattedMessage {...(mode === 'create' ? examMessages.add : examMessages.edit)} />}
      submitting={submitting}
      general={form.general}
      onSubmit={form.submit}
      onClose={onClose}
    >
      <PickInput
        {...form.bind('edu_group_id')}
        onPick={(group) => form.setMany({ edu_group_id: group?.id ?? null, edu_subject_id: null })}
        required
        label={intl.formatMessage(sheetMessages.group)}
        loading={groups.isFetching}
        options={groups.data?.results ?? []}
        optionLabel={(group) => group.name}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <SelectInput
          {...form.bind('control')}
          required
          label={intl.formatMessage(sheetMessages.control)}
          options={EXAM_CONTROLS.map((control) => ({ value: control, label: labels.control(control) }))}
        />
        <SelectInput
          {...form.bind('attempt')}
          required
          label={intl.formatMessage(sheetMessages.attempt)}
          options={[1, 2, 3].map((attempt) => ({ value: String(attempt), label: labels.attempt(attempt) }))}
        />
        <SelectInput
          {...form.bind('semester')}
          label={intl.formatMessage(sheetMessages.semester)}
          options={[{ value: '', label: label('currentSemester') }, ...SEMESTERS.map((n) => ({ value: String(n), label: String(n) }))]}
        />
      </Stack>
      <PickInput
        {...form.bind('edu_subject_id')}
        required
        label={intl.formatMessage(sheetMessages.subject)}
        loading={subjects.isFetching}
        options={subjects.data?.results ?? []}
        optionLabel={(subject) => `${subject.code} — ${labels.name(subject.name)}`}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <DateInput {...form.bind('date')} required label={label('date')} />
        <PickInput
          {...form.bind('class_hour_id')}
          required
          label={label('classHour')}
          loading={classHours.isFetching}
          options={classHours.data?.results ?? []}
          optionLabel={(hour) => `${hour.number}. ${hour.start_time.slice(0, 5)}–${hour.end_time.slice(0, 5)}`}
        />
      </Stack>
      <PickInput
        {...form.bind('room_id')}
        required
        label={label('room')}
        loading={rooms.isFetching}
        options={rooms.data?.results ?? []}
        optionLabel={(room) => (room.building?.name ? `${room.name} (${room.building.name})` : room.name)}
      />
      <PickInput
        {...form.bind('examiner_id')}
        required
        label={intl.formatMessage(sheetMessages.examiner)}
        loading={examiners.isFetching}
        options={examiners.data?.results ?? []}
        optionLabel={fullName}
      />
    </FormDialog>
    </DatePickersProvider>
  );
}
