import SaveOutlinedIcon from '@mui/icons-material/SaveOutlined';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { FormattedMessage, useIntl } from 'react-intl';
import { fieldErrors } from '@/api/client';
import { useValidatedForm } from '@/components/form/use-validated-form';
import type { InstitutionRef, RoleRef } from '@/api/types';
import { sharedMessages } from '@/components/messages';
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
  const { values, set, submit, help, invalid } = useValidatedForm({
    initial,
    validate: (next: UserFormValues) => validateUserForm(next, mode),
    onValid: onSubmit,
    server: fieldErrors(error),
  });

  const roles = mergeById(roleOptions.roles, known?.roles);
  const institutions = mergeById(institutionOptions.institutions, known?.institutions);

  const label = (key: keyof UserFormValues) => intl.formatMessage(fieldLabels[key]);

  return (
    <Paper variant="outlined" component="form" onSubmit={submit} noValidate sx={{ p: 3 }}>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
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
        <Grid size={{ xs: 12, md: 6 }}>
          <TextField
            fullWidth
            required
            name="username"
            label={label('username')}
            autoComplete="off"
            value={values.username}
            onChange={(event) => set('username', event.target.value)}
            error={invalid('username')}
            helperText={help('username')}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <TextField
            fullWidth
            required={mode === 'create'}
            name="password"
            type="password"
            autoComplete="new-password"
            label={label('password')}
            value={values.password}
            onChange={(event) => set('password', event.target.value)}
            error={invalid('password')}
            helperText={help('password') ?? (mode === 'update' ? intl.formatMessage(userMessages.passwordKeep) : undefined)}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <TextField
            fullWidth
            name="pinfl"
            label={label('pinfl')}
            value={values.pinfl}
            onChange={(event) => set('pinfl', event.target.value.replace(/\D/g, '').slice(0, 14))}
            error={invalid('pinfl')}
            helperText={help('pinfl')}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Autocomplete
            multiple
            options={roles}
            loading={roleOptions.loading}
            getOptionLabel={(role) => role.name}
            isOptionEqualToValue={(option, value) => option.id === value.id}
            value={roles.filter((role) => values.roles.includes(role.id))}
            onChange={(_, selected) => set('roles', selected.map((role) => role.id))}
            renderInput={(params) => (
              <TextField {...params} required name="roles" label={label('roles')} error={invalid('roles')} helperText={help('roles')} />
            )}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Autocomplete
            multiple
            options={institutions}
            loading={institutionOptions.loading}
            getOptionLabel={(institution) => localized(institution.name, language)}
            isOptionEqualToValue={(option, value) => option.id === value.id}
            value={institutions.filter((institution) => values.institution_ids.includes(institution.id))}
            onChange={(_, selected) => set('institution_ids', selected.map((institution) => institution.id))}
            renderInput={(params) => (
              <TextField
                {...params}
                name="institution_ids"
                label={label('institution_ids')}
                error={invalid('institution_ids')}
                helperText={help('institution_ids')}
              />
            )}
          />
        </Grid>
        <Grid size={12}>
          <FormControlLabel
            control={<Switch checked={values.is_active} onChange={(event) => set('is_active', event.target.checked)} name="is_active" />}
            label={label('is_active')}
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
