import SaveOutlinedIcon from '@mui/icons-material/SaveOutlined';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { FormattedMessage, useIntl } from 'react-intl';
import { useValidatedForm } from '@/components/form/use-validated-form';
import { sharedMessages } from '@/components/messages';
import { localized } from '@/lib/format';
import { serverFieldErrors } from '@/lib/server-errors';
import { useUi } from '@/store/ui';
import { useSubjectTypeOptions } from '../api/get-subject-types';
import { subjectMessages } from '../messages';
import { NameFields } from './NameFields';
import { CODE_MAX_LENGTH, MAX_HOURS, MIN_HOURS, validateSubjectForm, type SubjectFormValues } from './subject-form';

/** A code already in the catalogue is refused with 409 duplicate: its message goes under the code. */
const CONFLICT_FIELDS = { duplicate: 'code' } as const;

interface Props {
  initial: SubjectFormValues;
  submitting: boolean;
  /** The failed request, whose field errors are shown under the fields. */
  error: unknown;
  onSubmit(values: SubjectFormValues): void;
  onCancel(): void;
}

export function SubjectForm({ initial, submitting, error, onSubmit, onCancel }: Props) {
  const intl = useIntl();
  const language = useUi((state) => state.language);
  const types = useSubjectTypeOptions();
  const { values, set, submit, help, invalid } = useValidatedForm({
    initial,
    validate: validateSubjectForm,
    onValid: onSubmit,
    server: serverFieldErrors(error, CONFLICT_FIELDS),
  });
  const typeOptions = types.data?.results ?? [];
  // The stored type shows even before the choices have loaded.
  const typeValue = values.edu_subject_type_id !== null && typeOptions.some((type) => type.id === values.edu_subject_type_id) ? values.edu_subject_type_id : '';

  return (
    <Paper variant="outlined" component="form" onSubmit={submit} noValidate sx={{ p: 3 }} data-testid="subject-form">
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 4 }}>
          <TextField
            fullWidth
            required
            name="code"
            label={intl.formatMessage(subjectMessages.code)}
            value={values.code}
            onChange={(event) => set('code', event.target.value)}
            error={invalid('code')}
            helperText={help('code')}
            slotProps={{ htmlInput: { maxLength: CODE_MAX_LENGTH } }}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <TextField
            select
            fullWidth
            required
            name="edu_subject_type_id"
            label={intl.formatMessage(subjectMessages.type)}
            value={typeValue}
            onChange={(event) => set('edu_subject_type_id', Number(event.target.value))}
            error={invalid('edu_subject_type_id')}
            helperText={help('edu_subject_type_id')}
          >
            {typeOptions.map((type) => (
              <MenuItem key={type.id} value={type.id}>
                {localized(type.name, language)}
              </MenuItem>
            ))}
          </TextField>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <TextField
            fullWidth
            required
            name="study_hours"
            type="number"
            label={intl.formatMessage(subjectMessages.studyHours)}
            value={values.study_hours}
            onChange={(event) => set('study_hours', event.target.value)}
            error={invalid('study_hours')}
            helperText={help('study_hours')}
            slotProps={{ htmlInput: { min: MIN_HOURS, max: MAX_HOURS, step: 1, inputMode: 'numeric' } }}
          />
        </Grid>
        <NameFields values={values} set={set} help={help} invalid={invalid} />
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
