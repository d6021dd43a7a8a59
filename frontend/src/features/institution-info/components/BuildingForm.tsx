import SaveOutlinedIcon from '@mui/icons-material/SaveOutlined';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { FormattedMessage, useIntl } from 'react-intl';
import type { InstitutionRef } from '@/api/types';
import { useValidatedForm } from '@/components/form/use-validated-form';
import { useInstitutionChoices } from '@/components/institution/use-institution-choices';
import { sharedMessages } from '@/components/messages';
import { localized } from '@/lib/format';
import { serverFieldErrors } from '@/lib/server-errors';
import { useUi } from '@/store/ui';
import {
  buildingFieldLabels,
  MAX_FLOORS,
  MIN_FLOORS,
  validateBuildingForm,
  type BuildingFormValues,
} from './building-form';

/** Conflicts that are about one field of the form. */
const CONFLICT_FIELDS = { building_rooms_above_floors: 'floors' } as const;

interface Props {
  mode: 'create' | 'update';
  initial: BuildingFormValues;
  /** The building's own institution, shown even when it is not among the choices. */
  institution?: InstitutionRef;
  submitting: boolean;
  /** The failed request, whose field errors are shown under the fields. */
  error: unknown;
  onSubmit(values: BuildingFormValues, ministry: boolean): void;
  onCancel(): void;
}

export function BuildingForm({ mode, initial, institution, submitting, error, onSubmit, onCancel }: Props) {
  const intl = useIntl();
  const language = useUi((state) => state.language);
  const choices = useInstitutionChoices();
  const { values, set, submit, help, invalid } = useValidatedForm({
    initial,
    validate: (next: BuildingFormValues) => validateBuildingForm(next, choices.ministry),
    onValid: (valid) => onSubmit(valid, choices.ministry),
    server: serverFieldErrors(error, CONFLICT_FIELDS),
  });

  const institutions = institution && !choices.institutions.some((item) => item.id === institution.id) ? [institution, ...choices.institutions] : choices.institutions;

  const label = (key: keyof BuildingFormValues) => intl.formatMessage(buildingFieldLabels[key]);

  return (
    <Paper variant="outlined" component="form" onSubmit={submit} noValidate sx={{ p: 3 }} data-testid="building-form">
      <Grid container spacing={2}>
        {choices.ministry && (
          <Grid size={12}>
            <Autocomplete
              options={institutions}
              loading={choices.loading}
              disabled={mode === 'update'}
              getOptionLabel={(option) => localized(option.name, language)}
              isOptionEqualToValue={(option, value) => option.id === value.id}
              value={institutions.find((option) => option.id === values.institution_id) ?? null}
              onChange={(_, selected) => set('institution_id', selected?.id ?? null)}
              renderInput={(params) => (
                <TextField
                  {...params}
                  required
                  name="institution_id"
                  label={label('institution_id')}
                  error={invalid('institution_id')}
                  helperText={help('institution_id')}
                />
              )}
            />
          </Grid>
        )}
        <Grid size={{ xs: 12, md: 8 }}>
          <TextField
            fullWidth
            required
            name="name"
            label={label('name')}
            value={values.name}
            onChange={(event) => set('name', event.target.value)}
            error={invalid('name')}
            helperText={help('name')}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <TextField
            fullWidth
            required
            name="floors"
            type="number"
            label={label('floors')}
            value={values.floors}
            onChange={(event) => set('floors', event.target.value)}
            error={invalid('floors')}
            helperText={help('floors')}
            slotProps={{ htmlInput: { min: MIN_FLOORS, max: MAX_FLOORS, step: 1, inputMode: 'numeric' } }}
          />
        </Grid>
        <Grid size={12}>
          <TextField
            fullWidth
            multiline
            minRows={2}
            name="address"
            label={label('address')}
            value={values.address}
            onChange={(event) => set('address', event.target.value)}
            error={invalid('address')}
            helperText={help('address')}
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
