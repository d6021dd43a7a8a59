import SaveOutlinedIcon from '@mui/icons-material/SaveOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { fieldErrors } from '@/api/client';
import type { Level } from '@/api/types';
import { ContentLoader } from '@/components/feedback/FullScreenLoader';
import { sharedMessages } from '@/components/messages';
import { usePermissions } from '../api/get-permissions';
import { roleMessages } from '../messages';
import { PermissionPicker } from './PermissionPicker';
import { groupPermissions, validateRoleForm, type RoleFormErrors, type RoleFormValues } from './role-form';

interface Props {
  initial: RoleFormValues;
  submitting: boolean;
  error: unknown;
  onSubmit(values: RoleFormValues): void;
  onCancel(): void;
}

export function RoleForm({ initial, submitting, error, onSubmit, onCancel }: Props) {
  const intl = useIntl();
  const catalogue = usePermissions();
  const groups = useMemo(() => groupPermissions(catalogue.data?.results ?? []), [catalogue.data]);
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<RoleFormErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const server = fieldErrors(error);

  const set = <K extends keyof RoleFormValues>(key: K, value: RoleFormValues[K]) => {
    const next = { ...values, [key]: value };
    setValues(next);
    if (submitted) setErrors(validateRoleForm(next));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const found = validateRoleForm(values);
    setErrors(found);
    if (Object.keys(found).length === 0) onSubmit(values);
  };

  const text = (key: keyof RoleFormValues) => {
    const local = errors[key];
    return local ? intl.formatMessage(local.message, local.values) : server[key]?.join(' ');
  };

  const permissionsError = text('permissions');

  return (
    <Paper variant="outlined" component="form" onSubmit={submit} noValidate sx={{ p: 3 }}>
      <Stack spacing={3}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
          <TextField
            required
            name="name"
            label={intl.formatMessage(roleMessages.name)}
            value={values.name}
            onChange={(event) => set('name', event.target.value)}
            error={Boolean(text('name'))}
            helperText={text('name')}
            sx={{ flex: 1 }}
          />
          <FormControl sx={{ flex: 1 }}>
            <FormLabel id="role-level">
              <FormattedMessage {...roleMessages.level} />
            </FormLabel>
            <RadioGroup row aria-labelledby="role-level" name="level" value={values.level} onChange={(event) => set('level', event.target.value as Level)}>
              <FormControlLabel value="MINISTRY" control={<Radio />} label={intl.formatMessage(sharedMessages.levelMinistry)} />
              <FormControlLabel value="INSTITUTION" control={<Radio />} label={intl.formatMessage(sharedMessages.levelInstitution)} />
            </RadioGroup>
            <FormHelperText>
              <FormattedMessage {...(values.level === 'MINISTRY' ? roleMessages.levelMinistryHint : roleMessages.levelInstitutionHint)} />
            </FormHelperText>
          </FormControl>
        </Stack>
        <div>
          <Typography variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
            <FormattedMessage {...roleMessages.permissions} />
          </Typography>
          {permissionsError && (
            <Alert severity="error" sx={{ mb: 1 }} data-testid="permissions-error">
              {permissionsError}
            </Alert>
          )}
          {catalogue.isPending ? <ContentLoader /> : <PermissionPicker groups={groups} selected={values.permissions} onChange={(next) => set('permissions', next)} />}
        </div>
        <Stack direction="row" spacing={1} justifyContent="flex-end">
          <Button onClick={onCancel}>
            <FormattedMessage {...sharedMessages.cancel} />
          </Button>
          <Button type="submit" variant="contained" loading={submitting} startIcon={<SaveOutlinedIcon />}>
            <FormattedMessage {...sharedMessages.save} />
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
