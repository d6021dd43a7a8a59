import dayjs, { type Dayjs } from 'dayjs';
import { useIntl } from 'react-intl';
import { DateInput } from '@/components/form/date-fields';
import { TextInput } from '@/components/form/fields';
import { FormDialog } from '@/components/form/FormDialog';
import { useValidatedForm, type FieldError } from '@/components/form/use-validated-form';
import { sharedMessages } from '@/components/messages';
import { DAY_FORMAT } from '@/lib/dates';
import { notifySuccess } from '@/store/notifications';
import { useGraduateStudent } from '../api/graduate';
import { graduateMessages } from '../messages';

interface Values {
  date: Dayjs | null;
  order_number: string;
}

type Errors = Partial<Record<keyof Values, FieldError>>;

export function validateGraduation(values: Values): Errors {
  const errors: Errors = {};
  if (values.date === null) errors.date = { message: sharedMessages.required };
  else if (!values.date.isValid()) errors.date = { message: graduateMessages.dateInvalid };
  if (!values.order_number.trim()) errors.order_number = { message: sharedMessages.required };
  return errors;
}

/** Graduates a ready candidate by an order of a date; a refusal lists what is missing above the fields. */
export function GraduateDialog({ id, onClose }: { id: number; onClose(): void }) {
  const intl = useIntl();
  const graduate = useGraduateStudent(id);
  const form = useValidatedForm<Values>({
    initial: { date: dayjs(), order_number: '' },
    validate: validateGraduation,
    onValid: (valid) =>
      graduate.mutate(
        { date: valid.date?.format(DAY_FORMAT) ?? '', order_number: valid.order_number.trim() },
        {
          onSuccess: () => {
            notifySuccess(graduateMessages.graduated);
            onClose();
          },
        },
      ),
    error: graduate.error,
  });
  return (
    <FormDialog
      name="graduate"
      maxWidth="xs"
      title={intl.formatMessage(graduateMessages.graduateTitle)}
      submitting={graduate.isPending}
      general={form.general}
      onSubmit={form.submit}
      onClose={onClose}
    >
      <DateInput {...form.bind('date')} required label={intl.formatMessage(graduateMessages.graduateDate)} />
      <TextInput {...form.bind('order_number')} required maxLength={64} label={intl.formatMessage(graduateMessages.orderNumber)} />
    </FormDialog>
  );
}
