import SaveOutlinedIcon from '@mui/icons-material/SaveOutlined';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useValidatedForm } from '@/components/form/use-validated-form';
import { sharedMessages } from '@/components/messages';
import { serverFieldErrors } from '@/lib/server-errors';
import { bundleMessages } from '../messages';
import { bundleServerFields, validateBundleForm, type BundleFormValues } from './bundle-form';
import { NameFields } from './NameFields';
import { SubjectMultiPicker } from './SubjectPickers';

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
  const { values, set, submit, help, invalid } = useValidatedForm({
    initial,
    validate: validateBundleForm,
    onValid: (valid: BundleFormValues) => {
      setSent(valid.subjects);
      onSubmit(valid);
    },
    server: bundleServerFields(serverFieldErrors(error), sent),
  });

  return (
    <Paper variant="outlined" component="form" onSubmit={submit} noValidate sx={{ p: 3 }} data-testid="bundle-form">
      <Grid container spacing={2}>
        <NameFields values={values} set={set} help={help} invalid={invalid} />
        <Grid size={12}>
          <SubjectMultiPicker
            required
            name="edu_subject_ids"
            label={intl.formatMessage(bundleMessages.subjects)}
            value={values.subjects}
            onChange={(subjects) => set('subjects', subjects)}
            error={invalid('subjects', 'edu_subject_ids')}
            helperText={help('subjects', 'edu_subject_ids') ?? intl.formatMessage(bundleMessages.subjectsHint)}
          />
        </Grid>
      </Grid>
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
