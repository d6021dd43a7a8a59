import Stack from '@mui/material/Stack';
import { FormattedMessage, useIntl } from 'react-intl';
import type { InstitutionRef } from '@/api/types';
import { TimeInput } from '@/components/form/date-fields';
import { NumberInput, PickInput } from '@/components/form/fields';
import { FormDialog } from '@/components/form/FormDialog';
import { useValidatedForm } from '@/components/form/use-validated-form';
import { localized } from '@/lib/format';
import { useUi } from '@/store/ui';
import { classHourMessages } from '../messages';
import { MAX_NUMBER, MIN_NUMBER, validateClassHourForm, type ClassHourFormValues } from './class-hour-form';

/** Conflicts about one field; any other refusal (an overlap, a stale version) is shown above the fields. */
const CONFLICTS = { class_hour_number_taken: 'number' } as const;

interface Props {
  mode: 'create' | 'update';
  initial: ClassHourFormValues;
  /** The role picks the institution (ministry level); only when adding. */
  ministry: boolean;
  institutions: InstitutionRef[];
  submitting: boolean;
  /** The failed request: its field errors go under the fields, its other messages above them. */
  error: unknown;
  onSubmit(values: ClassHourFormValues): void;
  onClose(): void;
}

export function ClassHourDialog({ mode, initial, ministry, institutions, submitting, error, onSubmit, onClose }: Props) {
  const intl = useIntl();
  const language = useUi((state) => state.language);
  const form = useValidatedForm({
    initial,
    validate: (next: ClassHourFormValues) => validateClassHourForm(next, ministry && mode === 'create'),
    onValid: onSubmit,
    error,
    conflicts: CONFLICTS,
  });

  return (
    <FormDialog
      name="class-hour"
      maxWidth="xs"
      title={<FormattedMessage {...(mode === 'create' ? classHourMessages.addTitle : classHourMessages.editTitle)} />}
      submitting={submitting}
      general={form.general}
      onSubmit={form.submit}
      onClose={onClose}
    >
      {ministry && mode === 'create' && (
        <PickInput
          {...form.bind('institution_id')}
          required
          label={intl.formatMessage(classHourMessages.institution)}
          options={institutions}
          optionLabel={(option) => localized(option.name, language)}
        />
      )}
      <NumberInput {...form.bind('number')} required label={intl.formatMessage(classHourMessages.number)} min={MIN_NUMBER} max={MAX_NUMBER} />
      <Stack direction="row" spacing={2}>
        <TimeInput {...form.bind('start_time')} required label={intl.formatMessage(classHourMessages.startTime)} />
        <TimeInput {...form.bind('end_time')} required label={intl.formatMessage(classHourMessages.endTime)} />
      </Stack>
    </FormDialog>
  );
}
