import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import dayjs, { type Dayjs } from 'dayjs';
import { useIntl } from 'react-intl';
import { errorMessages } from '@/api/client';
import { FormDialog } from '@/components/form/FormDialog';
import { useValidatedForm, type FieldError } from '@/components/form/use-validated-form';
import { sharedMessages } from '@/components/messages';
import { DAY_FORMAT } from '@/lib/dates';
import { DATE_FORMAT } from '@/lib/format';
import { serverFieldErrors } from '@/lib/server-errors';
import { notifySuccess } from '@/store/notifications';
import { useChangeStudentStatus } from '../api/change-status';
import type { StudentDetail, StudentStatus } from '../api/types';
import { studentMessages } from '../messages';
import { useStudentLabels } from './labels';

interface Values {
  status: StudentStatus | '';
  date: Dayjs | null;
  reason: string;
  order_number: string;
}

type Errors = Partial<Record<keyof Values, FieldError>>;

export function validateStatusChange(values: Values): Errors {
  const errors: Errors = {};
  if (!values.status) errors.status = { message: sharedMessages.required };
  if (values.date === null) errors.date = { message: sharedMessages.required };
  else if (!values.date.isValid()) errors.date = { message: studentMessages.dateInvalid };
  return errors;
}

const weekday = (day: Dayjs) => day.format('dd');

/** One move of the student's state machine: only the statuses the server allows now are offered. */
export function StatusDialog({ student, onClose }: { student: StudentDetail; onClose(): void }) {
  const intl = useIntl();
  const labels = useStudentLabels();
  const change = useChangeStudentStatus(student.id);
  // An illegal move is about the status chosen: shown under it; other refusals above the fields.
  const server = serverFieldErrors(change.error, { illegal_transition: 'status' });
  const general = change.isError && Object.keys(server).length === 0 ? errorMessages(change.error) : [];
  const { values, set, submit, help, invalid } = useValidatedForm<Values>({
    initial: { status: student.allowed_statuses.length === 1 ? student.allowed_statuses[0]! : '', date: dayjs(), reason: '', order_number: '' },
    validate: validateStatusChange,
    onValid: (valid) =>
      change.mutate(
        {
          status: valid.status as StudentStatus,
          date: valid.date?.format(DAY_FORMAT) ?? '',
          reason: valid.reason.trim(),
          order_number: valid.order_number.trim(),
          version: student.version,
        },
        {
          onSuccess: () => {
            notifySuccess(studentMessages.statusChanged);
            onClose();
          },
        },
      ),
    server,
  });

  return (
    <FormDialog name="student-status" title={intl.formatMessage(studentMessages.changeStatus)} submitting={change.isPending} general={general} onSubmit={submit} onClose={onClose}>
      <TextField
        select
        required
        fullWidth
        name="status"
        label={intl.formatMessage(studentMessages.newStatus)}
        value={values.status}
        onChange={(event) => set('status', event.target.value as StudentStatus)}
        error={invalid('status')}
        helperText={help('status')}
      >
        {student.allowed_statuses.map((status) => (
          <MenuItem key={status} value={status}>
            {labels.status(status)}
          </MenuItem>
        ))}
      </TextField>
      <DatePicker
        label={intl.formatMessage(studentMessages.statusDate)}
        value={values.date}
        onChange={(value) => set('date', value)}
        format={DATE_FORMAT}
        dayOfWeekFormatter={weekday}
        slotProps={{ textField: { required: true, fullWidth: true, name: 'date', error: invalid('date'), helperText: help('date') } }}
      />
      <TextField
        fullWidth
        multiline
        minRows={2}
        name="reason"
        label={intl.formatMessage(studentMessages.statusReason)}
        value={values.reason}
        onChange={(event) => set('reason', event.target.value)}
        error={invalid('reason')}
        helperText={help('reason')}
        slotProps={{ htmlInput: { maxLength: 500 } }}
      />
      <TextField
        fullWidth
        name="order_number"
        label={intl.formatMessage(studentMessages.orderNumber)}
        value={values.order_number}
        onChange={(event) => set('order_number', event.target.value)}
        error={invalid('order_number')}
        helperText={help('order_number')}
        slotProps={{ htmlInput: { maxLength: 100 } }}
      />
    </FormDialog>
  );
}
