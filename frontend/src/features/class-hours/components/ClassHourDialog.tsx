import SaveOutlinedIcon from '@mui/icons-material/SaveOutlined';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import { FormattedMessage, useIntl } from 'react-intl';
import { ApiError } from '@/api/client';
import type { InstitutionRef } from '@/api/types';
import { sharedMessages } from '@/components/messages';
import { localized, TIME_FORMAT } from '@/lib/format';
import { useValidatedForm } from '@/components/form/use-validated-form';
import { serverFieldErrors } from '@/lib/server-errors';
import { useUi } from '@/store/ui';
import { classHourMessages } from '../messages';
import { MAX_NUMBER, MIN_NUMBER, validateClassHourForm, type ClassHourFormValues } from './class-hour-form';

/** Conflicts about one field; any other refusal (an overlap, a stale version) is shown above the fields. */
const CONFLICT_FIELDS = { class_hour_number_taken: 'number' } as const;

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
  const { values, set, submit, help, invalid } = useValidatedForm({
    initial,
    validate: (next: ClassHourFormValues) => validateClassHourForm(next, ministry && mode === 'create'),
    onValid: onSubmit,
    server: serverFieldErrors(error, CONFLICT_FIELDS),
  });
  const general =
    error instanceof ApiError && !(error.code in CONFLICT_FIELDS) && Object.keys(error.fields).length === 0 ? error.messages : [];

  const time = (key: 'start_time' | 'end_time', label: string) => (
    <TimePicker
      label={label}
      value={values[key]}
      onChange={(value) => set(key, value)}
      ampm={false}
      format={TIME_FORMAT}
      views={['hours', 'minutes']}
      slotProps={{ textField: { required: true, fullWidth: true, name: key, error: invalid(key), helperText: help(key) } }}
    />
  );

  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="class-hour-title">
      <form onSubmit={submit} noValidate data-testid="class-hour-form">
        <DialogTitle id="class-hour-title">
          <FormattedMessage {...(mode === 'create' ? classHourMessages.addTitle : classHourMessages.editTitle)} />
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {general.length > 0 && (
              <Alert severity="error" data-testid="class-hour-error">
                {general.map((text) => (
                  <div key={text}>{text}</div>
                ))}
              </Alert>
            )}
            {ministry && mode === 'create' && (
              <Autocomplete
                options={institutions}
                getOptionLabel={(option) => localized(option.name, language)}
                isOptionEqualToValue={(option, value) => option.id === value.id}
                value={institutions.find((option) => option.id === values.institution_id) ?? null}
                onChange={(_, selected) => set('institution_id', selected?.id ?? null)}
                renderInput={(params) => (
                  <TextField
                    {...params}
                    required
                    name="institution_id"
                    label={intl.formatMessage(classHourMessages.institution)}
                    error={invalid('institution_id')}
                    helperText={help('institution_id')}
                  />
                )}
              />
            )}
            <TextField
              required
              fullWidth
              name="number"
              type="number"
              label={intl.formatMessage(classHourMessages.number)}
              value={values.number}
              onChange={(event) => set('number', event.target.value)}
              error={invalid('number')}
              helperText={help('number')}
              slotProps={{ htmlInput: { min: MIN_NUMBER, max: MAX_NUMBER, step: 1, inputMode: 'numeric' } }}
            />
            <Stack direction="row" spacing={2}>
              {time('start_time', intl.formatMessage(classHourMessages.startTime))}
              {time('end_time', intl.formatMessage(classHourMessages.endTime))}
            </Stack>
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose}>
            <FormattedMessage {...sharedMessages.cancel} />
          </Button>
          <Button type="submit" variant="contained" loading={submitting} startIcon={<SaveOutlinedIcon />}>
            <FormattedMessage {...sharedMessages.save} />
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
