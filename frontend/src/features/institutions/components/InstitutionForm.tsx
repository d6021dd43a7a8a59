import Grid from '@mui/material/Grid';
import { useIntl } from 'react-intl';
import { SelectInput, TextInput } from '@/components/form/fields';
import { FormCard } from '@/components/form/FormCard';
import { useValidatedForm } from '@/components/form/use-validated-form';
import { INSTITUTION_TYPES } from '../api/types';
import { REGIONS, findRegion } from '@/components/institution/regions';
import {
  fieldLabels,
  INSTITUTION_CONFLICTS,
  INSTITUTION_SERVER_FIELDS,
  MAX_LENGTH,
  validateInstitutionForm,
  type FieldName,
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
  const form = useValidatedForm({
    initial,
    validate: validateInstitutionForm,
    onValid: onSubmit,
    error,
    serverFields: INSTITUTION_SERVER_FIELDS,
    conflicts: INSTITUTION_CONFLICTS,
    id: 'institution',
  });
  const label = (name: FieldName) => intl.formatMessage(fieldLabels[name]);
  /** A text field of the form, with the server's length limit. */
  const text = (name: Exclude<FieldName, 'type' | 'region'>, required = false) => (
    <TextInput {...form.bind(name)} required={required} label={label(name)} maxLength={MAX_LENGTH[name]} />
  );

  const region = form.values.region;
  const regionOptions = REGIONS.map((option) => ({ value: option.value, label: intl.formatMessage(option.message) }));
  // A region stored before the list was fixed still shows.
  if (region !== '' && !findRegion(region)) regionOptions.push({ value: region, label: region });

  return (
    <FormCard name="institution" submitting={submitting} general={form.general} onSubmit={form.submit} onCancel={onCancel}>
      <Grid size={{ xs: 12, sm: 6, md: 3 }}>{text('name_uz', true)}</Grid>
      <Grid size={{ xs: 12, sm: 6, md: 3 }}>{text('name_uz_cyrl')}</Grid>
      <Grid size={{ xs: 12, sm: 6, md: 3 }}>{text('name_ru')}</Grid>
      <Grid size={{ xs: 12, sm: 6, md: 3 }}>{text('name_en')}</Grid>
      <Grid size={{ xs: 12, md: 4 }}>{text('short_name')}</Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <TextInput {...form.bind('code')} required autoComplete="off" label={label('code')} maxLength={MAX_LENGTH.code} />
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <SelectInput {...form.bind('type')} required label={label('type')} options={INSTITUTION_TYPES.map((type) => ({ value: type, label: typeLabel(type) }))} />
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <SelectInput {...form.bind('region')} label={label('region')} empty={{ label: '—', value: '' }} options={regionOptions} />
      </Grid>
      <Grid size={{ xs: 12, md: 8 }}>{text('address')}</Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <TextInput {...form.bind('phone')} type="tel" inputMode="tel" placeholder={PHONE_EXAMPLE} label={label('phone')} maxLength={MAX_LENGTH.phone} />
      </Grid>
      <Grid size={{ xs: 12, md: 8 }}>{text('director')}</Grid>
    </FormCard>
  );
}
