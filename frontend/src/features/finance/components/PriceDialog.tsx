import Stack from '@mui/material/Stack';
import { FormattedMessage, useIntl } from 'react-intl';
import type { InstitutionRef } from '@/api/types';
import { NumberInput, PickInput, RadioInput, SelectInput, TextInput } from '@/components/form/fields';
import { FormDialog } from '@/components/form/FormDialog';
import { useValidatedForm } from '@/components/form/use-validated-form';
import { localized } from '@/lib/format';
import { useUi } from '@/store/ui';
import { useDirectionChoices } from '../api/get-choices';
import { CONTRACT_KINDS, EDU_FORMS } from '../api/types';
import { financeMessages } from '../messages';
import { useFinanceLabels } from './labels';
import { PRICE_CONFLICTS, validatePriceForm, type PriceFormValues } from './price-form';

interface Props {
  mode: 'create' | 'update';
  initial: PriceFormValues;
  /** A ministry-level role picks the institution when adding. */
  ministry: boolean;
  institutions: InstitutionRef[];
  submitting: boolean;
  error: unknown;
  onSubmit(values: PriceFormValues): void;
  onClose(): void;
}

/** A price of a year, direction, form and contract kind: a coefficient of the base amount or a fixed amount. */
export function PriceDialog({ mode, initial, ministry, institutions, submitting, error, onSubmit, onClose }: Props) {
  const intl = useIntl();
  const language = useUi((state) => state.language);
  const labels = useFinanceLabels();
  const directions = useDirectionChoices(language);
  const picksInstitution = ministry && mode === 'create';
  const form = useValidatedForm<PriceFormValues>({
    initial,
    validate: (values) => validatePriceForm(values, picksInstitution),
    onValid: onSubmit,
    error,
    conflicts: PRICE_CONFLICTS,
    id: 'price',
  });
  const label = (key: keyof typeof financeMessages) => intl.formatMessage(financeMessages[key]);
  return (
    <FormDialog
      name="price"
      title={<FormattedMessage {...(mode === 'create' ? financeMessages.pricesAdd : financeMessages.pricesEdit)} />}
      submitting={submitting}
      general={form.general}
      onSubmit={form.submit}
      onClose={onClose}
    >
      {picksInstitution && (
        <PickInput
          {...form.bind('institution_id')}
          required
          label={label('institution')}
          options={institutions}
          optionLabel={(option) => localized(option.name, language)}
        />
      )}
      <NumberInput {...form.bind('academic_year')} required min={2000} max={2100} label={label('academicYear')} />
      <PickInput
        {...form.bind('edu_direction_id')}
        required
        label={label('direction')}
        loading={directions.isFetching}
        options={directions.data ?? []}
        optionLabel={(option) => option.name}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <SelectInput {...form.bind('edu_form')} required label={label('eduForm')} options={EDU_FORMS.map((code) => ({ value: code, label: labels.form(code) }))} />
        <SelectInput {...form.bind('contract_kind')} required label={label('kind')} options={CONTRACT_KINDS.map((code) => ({ value: code, label: labels.kind(code) }))} />
      </Stack>
      <RadioInput
        {...form.bind('rule')}
        label={label('rule')}
        options={[
          { value: 'coefficient', label: label('ruleCoefficient') },
          { value: 'amount', label: label('ruleAmount') },
        ]}
      />
      {form.values.rule === 'coefficient' ? (
        <TextInput {...form.bind('coefficient')} required maxLength={16} label={label('coefficient')} />
      ) : (
        <TextInput {...form.bind('amount')} required label={label('amount')} />
      )}
    </FormDialog>
  );
}
