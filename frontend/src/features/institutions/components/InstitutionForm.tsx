import SaveOutlinedIcon from '@mui/icons-material/SaveOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { sharedMessages } from '@/components/messages';
import { INSTITUTION_TYPES } from '../api/types';
import { REGIONS, findRegion } from '../regions';
import {
  fieldLabels,
  MAX_LENGTH,
  serverErrors,
  validateInstitutionForm,
  type FieldName,
  type InstitutionFormErrors,
  type InstitutionFormValues,
} from './institution-form';
import { useTypeLabel } from './labels';

interface Props {
  initial: InstitutionFormValues;
  submitting: boolean;
  /** The failed request, whose field errors are shown under the fields. */
  error: unknown;
  onSubmit(values: InstitutionFormValues): void;
  onCancel(): void;
}

const PHONE_EXAMPLE = '+998 71 123-45-67';

export function InstitutionForm({ initial, submitting, error, onSubmit, onCancel }: Props) {
  const intl = useIntl();
  const typeLabel = useTypeLabel();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<InstitutionFormErrors>({});
  const [submitted, setSubmitted] = useState(false);
  // The server's errors belong to the values that were sent; editing a field clears its own.
  const [edited, setEdited] = useState<ReadonlySet<FieldName>>(new Set());
  const [failure, setFailure] = useState(error);
  if (failure !== error) {
    setFailure(error);
    setEdited(new Set());
  }
  const server = serverErrors(error);

  const set = (field: FieldName, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (!edited.has(field)) setEdited(new Set(edited).add(field));
    if (submitted) setErrors(validateInstitutionForm(next));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const found = validateInstitutionForm(values);
    setErrors(found);
    if (Object.keys(found).length === 0) onSubmit(values);
  };

  const help = (field: FieldName): string | undefined => {
    const local = errors[field];
    if (local) return intl.formatMessage(local.message, local.values);
    if (edited.has(field)) return undefined;
    return server.fields[field]?.join(' ');
  };

  /** The props every text field of the form shares. */
  const field = (name: FieldName, required = false): TextFieldProps => {
    const text = help(name);
    return {
      fullWidth: true,
      required,
      name,
      id: `institution-${name}`,
      label: intl.formatMessage(fieldLabels[name]),
      value: values[name],
      onChange: (event) => set(name, event.target.value),
      error: text !== undefined,
      helperText: text,
      slotProps: { htmlInput: { maxLength: MAX_LENGTH[name] } },
    };
  };

  const storedRegionUnknown = values.region !== '' && !findRegion(values.region);

  return (
    <Paper variant="outlined" component="form" onSubmit={submit} noValidate sx={{ p: 3 }} data-testid="institution-form">
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 4 }}>
          <TextField {...field('name_uz', true)} />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <TextField {...field('name_ru')} />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <TextField {...field('name_en')} />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <TextField {...field('short_name')} />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <TextField {...field('code', true)} autoComplete="off" />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <TextField {...field('type', true)} select>
            {INSTITUTION_TYPES.map((type) => (
              <MenuItem key={type} value={type}>
                {typeLabel(type)}
              </MenuItem>
            ))}
          </TextField>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <TextField {...field('region')} select>
            <MenuItem value="">
              <em>—</em>
            </MenuItem>
            {REGIONS.map((region) => (
              <MenuItem key={region.value} value={region.value}>
                {intl.formatMessage(region.message)}
              </MenuItem>
            ))}
            {storedRegionUnknown && <MenuItem value={values.region}>{values.region}</MenuItem>}
          </TextField>
        </Grid>
        <Grid size={{ xs: 12, md: 8 }}>
          <TextField {...field('address')} />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <TextField {...field('phone')} type="tel" placeholder={PHONE_EXAMPLE} slotProps={{ htmlInput: { inputMode: 'tel', maxLength: MAX_LENGTH.phone } }} />
        </Grid>
        <Grid size={{ xs: 12, md: 8 }}>
          <TextField {...field('director')} />
        </Grid>
      </Grid>
      {server.other.length > 0 && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {server.other.map((text) => (
            <div key={text}>{text}</div>
          ))}
        </Alert>
      )}
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
