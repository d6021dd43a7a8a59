import dayjs from 'dayjs';
import { useIntl } from 'react-intl';
import { DateInput } from '@/components/form/date-fields';
import { TextInput } from '@/components/form/fields';
import { FormDialog } from '@/components/form/FormDialog';
import { useValidatedForm } from '@/components/form/use-validated-form';
import { useNotifications } from '@/store/notifications';
import { useExcuseAbsences } from '../api/excuse-absences';
import { excuseMessages } from '../messages';
import { toExcuseWrite, validateExcuse, type ExcuseValues } from './excuse-form';

interface Props {
  studentId: number;
  fullName: string;
  onClose(): void;
}

/** The dean's office turns a span of a student's absences into excused ones, naming the reason and the document. */
export function ExcuseDialog({ studentId, fullName, onClose }: Props) {
  const intl = useIntl();
  const excuse = useExcuseAbsences(studentId);
  const form = useValidatedForm<ExcuseValues>({
    initial: { date_from: null, date_to: dayjs(), reason: '', document: '' },
    validate: validateExcuse,
    onValid: (values) =>
      excuse.mutate(toExcuseWrite(values), {
        onSuccess: (saved) => {
          useNotifications.getState().notify({ severity: 'success', texts: [intl.formatMessage(excuseMessages.done, { count: saved.lessons_excused })] });
          onClose();
        },
      }),
    error: excuse.error,
    id: 'excuse',
  });
  return (
    <FormDialog
      name="excuse"
      title={intl.formatMessage(excuseMessages.title, { student: fullName })}
      submitting={excuse.isPending}
      general={form.general}
      onSubmit={form.submit}
      onClose={onClose}
    >
      <DateInput {...form.bind('date_from')} required label={intl.formatMessage(excuseMessages.dateFrom)} maxDate={dayjs()} />
      <DateInput {...form.bind('date_to')} required label={intl.formatMessage(excuseMessages.dateTo)} />
      <TextInput {...form.bind('reason')} required multiline minRows={2} maxLength={500} label={intl.formatMessage(excuseMessages.reason)} />
      <TextInput
        {...form.bind('document')}
        required
        maxLength={500}
        label={intl.formatMessage(excuseMessages.document)}
        hint={intl.formatMessage(excuseMessages.documentHint)}
      />
    </FormDialog>
  );
}
