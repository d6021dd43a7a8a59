import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useMemo, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Level } from '@/api/types';
import { ContentLoader } from '@/components/feedback/FullScreenLoader';
import { RadioInput, TextInput } from '@/components/form/fields';
import { FormCard } from '@/components/form/FormCard';
import { useValidatedForm } from '@/components/form/use-validated-form';
import { sharedMessages } from '@/components/messages';
import { usePermissions } from '../api/get-permissions';
import { roleMessages } from '../messages';
import { PermissionPicker } from './PermissionPicker';
import { groupPermissions, validateRoleForm, type RoleFormValues } from './role-form';

interface Props {
  initial: RoleFormValues;
  submitting: boolean;
  error: unknown;
  onSubmit(values: RoleFormValues): void;
  onCancel(): void;
  /** The name of a role the system is delivered with stays as it is. */
  nameFixed?: boolean;
  /** Shown above the buttons: what saving changes beyond the role itself. */
  note?: ReactNode;
}

const LEVELS: readonly { value: Level; label: typeof sharedMessages.levelMinistry }[] = [
  { value: 'MINISTRY', label: sharedMessages.levelMinistry },
  { value: 'INSTITUTION', label: sharedMessages.levelInstitution },
];

export function RoleForm({ initial, submitting, error, onSubmit, onCancel, nameFixed = false, note }: Props) {
  const intl = useIntl();
  const catalogue = usePermissions();
  const groups = useMemo(() => groupPermissions(catalogue.data?.results ?? []), [catalogue.data]);
  const form = useValidatedForm({ initial, validate: validateRoleForm, onValid: onSubmit, error });
  const permissions = form.bind('permissions');

  return (
    <FormCard name="role" submitting={submitting} general={form.general} onSubmit={form.submit} onCancel={onCancel} after={note}>
      <Grid size={{ xs: 12, md: 6 }}>
        <TextInput
          {...form.bind('name')}
          required
          readOnly={nameFixed}
          hint={nameFixed ? intl.formatMessage(roleMessages.nameDelivered) : undefined}
          label={intl.formatMessage(roleMessages.name)}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <RadioInput
          {...form.bind('level')}
          label={intl.formatMessage(roleMessages.level)}
          hint={intl.formatMessage(form.values.level === 'MINISTRY' ? roleMessages.levelMinistryHint : roleMessages.levelInstitutionHint)}
          options={LEVELS.map((level) => ({ value: level.value, label: intl.formatMessage(level.label) }))}
        />
      </Grid>
      <Grid size={12}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
          <FormattedMessage {...roleMessages.permissions} />
        </Typography>
        {permissions.helperText && (
          <Alert severity="error" sx={{ mb: 1 }} data-testid="permissions-error">
            {permissions.helperText}
          </Alert>
        )}
        {catalogue.isPending ? <ContentLoader /> : <PermissionPicker groups={groups} selected={permissions.value} onChange={permissions.onChange} />}
      </Grid>
    </FormCard>
  );
}
