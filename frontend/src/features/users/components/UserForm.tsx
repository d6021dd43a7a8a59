import Grid from '@mui/material/Grid';
import { useIntl } from 'react-intl';
import { PickManyInput, SwitchInput, TextInput } from '@/components/form/fields';
import { FormCard } from '@/components/form/FormCard';
import { useValidatedForm } from '@/components/form/use-validated-form';
import type { InstitutionRef, RoleRef } from '@/api/types';
import { localized } from '@/lib/format';
import { useUi } from '@/store/ui';
import { useInstitutionOptions } from '../api/get-institution-options';
import { useRoleOptions } from '../api/get-role-options';
import { userMessages } from '../messages';
import { fieldLabels, validateUserForm, type UserFormValues } from './user-form';

interface Props {
  mode: 'create' | 'update';
  initial: UserFormValues;
  /** Roles and institutions the user already has, shown even when not among the options. */
  known?: { roles: RoleRef[]; institutions: InstitutionRef[] };
  submitting: boolean;
  /** The failed request, whose field errors are shown under the fields. */
  error: unknown;
  onSubmit(values: UserFormValues): void;
  onCancel(): void;
}

function mergeById<T extends { id: number }>(first: T[], second: T[] = []): T[] {
  const seen = new Set(first.map((item) => item.id));
  return [...first, ...second.filter((item) => !seen.has(item.id))];
}

export function UserForm({ mode, initial, known, submitting, error, onSubmit, onCancel }: Props) {
  const intl = useIntl();
  const language = useUi((state) => state.language);
  const roleOptions = useRoleOptions();
  const institutionOptions = useInstitutionOptions();
  const form = useValidatedForm({
    initial,
    validate: (next: UserFormValues) => validateUserForm(next, mode),
    onValid: onSubmit,
    error,
  });

  const roles = mergeById(roleOptions.roles, known?.roles);
  const institutions = mergeById(institutionOptions.institutions, known?.institutions);
  const label = (key: keyof UserFormValues) => intl.formatMessage(fieldLabels[key]);

  return (
    <FormCard name="user" submitting={submitting} general={form.general} onSubmit={form.submit} onCancel={onCancel}>
      <Grid size={{ xs: 12, md: 6 }}>
        <TextInput {...form.bind('name')} required label={label('name')} />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <TextInput {...form.bind('username')} required autoComplete="off" label={label('username')} />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <TextInput
          {...form.bind('password')}
          type="password"
          autoComplete="new-password"
          required={mode === 'create'}
          label={label('password')}
          hint={mode === 'update' ? intl.formatMessage(userMessages.passwordKeep) : undefined}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <TextInput {...form.bind('pinfl')} normalize={(text) => text.replace(/\D/g, '').slice(0, 14)} inputMode="numeric" label={label('pinfl')} />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <PickManyInput {...form.bind('roles')} required label={label('roles')} options={roles} loading={roleOptions.loading} optionLabel={(role) => role.name} />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <PickManyInput
          {...form.bind('institution_ids')}
          label={label('institution_ids')}
          options={institutions}
          loading={institutionOptions.loading}
          optionLabel={(institution) => localized(institution.name, language)}
        />
      </Grid>
      <Grid size={12}>
        <SwitchInput {...form.bind('is_active')} label={label('is_active')} />
      </Grid>
    </FormCard>
  );
}
