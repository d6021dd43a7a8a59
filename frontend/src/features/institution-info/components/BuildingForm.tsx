import Grid from '@mui/material/Grid';
import { useIntl } from 'react-intl';
import type { InstitutionRef } from '@/api/types';
import { NumberInput, PickInput, TextInput } from '@/components/form/fields';
import { FormCard } from '@/components/form/FormCard';
import { useValidatedForm } from '@/components/form/use-validated-form';
import { useInstitutionChoices } from '@/components/institution/use-institution-choices';
import { localized } from '@/lib/format';
import { useUi } from '@/store/ui';
import { buildingFieldLabels, MAX_FLOORS, MIN_FLOORS, validateBuildingForm, type BuildingFormValues } from './building-form';

/** Conflicts that are about one field of the form. */
const CONFLICTS = { building_rooms_above_floors: 'floors' } as const;

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
  const form = useValidatedForm({
    initial,
    validate: (next: BuildingFormValues) => validateBuildingForm(next, choices.ministry),
    onValid: (valid) => onSubmit(valid, choices.ministry),
    error,
    conflicts: CONFLICTS,
  });

  const institutions = institution && !choices.institutions.some((item) => item.id === institution.id) ? [institution, ...choices.institutions] : choices.institutions;
  const label = (key: keyof BuildingFormValues) => intl.formatMessage(buildingFieldLabels[key]);

  return (
    <FormCard name="building" submitting={submitting} general={form.general} onSubmit={form.submit} onCancel={onCancel}>
      {choices.ministry && (
        <Grid size={12}>
          <PickInput
            {...form.bind('institution_id')}
            required
            label={label('institution_id')}
            options={institutions}
            loading={choices.loading}
            disabled={mode === 'update'}
            optionLabel={(option) => localized(option.name, language)}
          />
        </Grid>
      )}
      <Grid size={{ xs: 12, md: 8 }}>
        <TextInput {...form.bind('name')} required label={label('name')} />
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <NumberInput {...form.bind('floors')} required label={label('floors')} min={MIN_FLOORS} max={MAX_FLOORS} />
      </Grid>
      <Grid size={12}>
        <TextInput {...form.bind('address')} multiline minRows={2} label={label('address')} />
      </Grid>
    </FormCard>
  );
}
