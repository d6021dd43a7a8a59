import Grid from '@mui/material/Grid';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { FormCard } from '@/components/form/FormCard';
import { NameInputs } from '@/components/form/NameInputs';
import { useValidatedForm } from '@/components/form/use-validated-form';
import { bundleMessages } from '../messages';
import { withSubjectCodes, validateBundleForm, type BundleFormValues } from './bundle-form';
import { NAME_MAX_LENGTH } from './name-fields';
import { SubjectMultiPicker } from './SubjectPickers';

/** The server names the subjects by their ids. */
const SERVER_FIELDS = { edu_subject_ids: 'subjects' } as const;

interface Props {
  initial: BundleFormValues;
  submitting: boolean;
  /** The failed request, whose field errors are shown under the fields. */
  error: unknown;
  onSubmit(values: BundleFormValues): void;
  onCancel(): void;
}

export function BundleForm({ initial, submitting, error, onSubmit, onCancel }: Props) {
  const intl = useIntl();
  // The subjects of the last save, which the server's errors of single subjects refer to by index.
  const [sent, setSent] = useState(initial.subjects);
  const refusal = useMemo(() => withSubjectCodes(error, sent), [error, sent]);
  const form = useValidatedForm({
    initial,
    validate: validateBundleForm,
    onValid: (valid: BundleFormValues) => {
      setSent(valid.subjects);
      onSubmit(valid);
    },
    error: refusal,
    serverFields: SERVER_FIELDS,
  });

  return (
    <FormCard name="bundle" submitting={submitting} general={form.general} onSubmit={form.submit} onCancel={onCancel}>
      <NameInputs form={form} maxLength={NAME_MAX_LENGTH} inGrid />
      <Grid size={12}>
        <SubjectMultiPicker
          {...form.bind('subjects')}
          name="edu_subject_ids"
          required
          label={intl.formatMessage(bundleMessages.subjects)}
          hint={intl.formatMessage(bundleMessages.subjectsHint)}
        />
      </Grid>
    </FormCard>
  );
}
