import dayjs, { type Dayjs } from 'dayjs';
import { useIntl } from 'react-intl';
import { DateInput } from '@/components/form/date-fields';
import { SelectInput, TextInput } from '@/components/form/fields';
import { FormDialog } from '@/components/form/FormDialog';
import { useValidatedForm, type FieldError } from '@/components/form/use-validated-form';
import { sharedMessages } from '@/components/messages';
import { DAY_FORMAT } from '@/lib/dates';
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

/** One move of the student's state machine: only the statuses the server allows now are offered. */
export function StatusDialog({ student, onClose }: { student: StudentDetail; onClose(): void }) {
  const intl = useIntl();
  const labels = useStudentLabels();
  const change = useChangeStudentStatus(student.id);
  const form = useValidatedForm<Values>({
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
    error: change.error,
    // An illegal move is about the status chosen: shown under it; other refusals above the fields.
    conflicts: { illegal_transition: 'status' },
  });

  return (
    <FormDialog
      name="student-status"
      title={intl.formatMessage(studentMessages.changeStatus)}
      submitting={change.isPending}
      general={form.general}
      onSubmit={form.submit}
      onClose={onClose}
    >
      <SelectInput
        {...form.bind('status')}
        required
        label={intl.formatMessage(studentMessages.newStatus)}
        options={student.allowed_statuses.map((status) => ({ value: status, label: labels.status(status) }))}
      />
      <DateInput {...form.bind('date')} required label={intl.formatMessage(studentMessages.statusDate)} />
      <TextInput {...form.bind('reason')} multiline minRows={2} maxLength={500} label={intl.formatMessage(studentMessages.statusReason)} />
      <TextInput {...form.bind('order_number')} maxLength={100} label={intl.formatMessage(studentMessages.orderNumber)} />
    </FormDialog>
  );
}
