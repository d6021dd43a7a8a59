import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { FormattedMessage, useIntl } from 'react-intl';
import { TextInput } from '@/components/form/TextInput';
import { useValidatedForm } from '@/components/form/use-validated-form';
import { sharedMessages } from '@/components/messages';
import { accountMessages } from '../messages';
import { emptyPasswordForm, validatePasswordForm, type PasswordFormValues } from './password-form';

interface Props {
  submitting: boolean;
  /** The failed change: the server's refusals are shown under the fields they name. */
  error: unknown;
  onSubmit(values: PasswordFormValues): void;
}

/** The current password, the new one with the policy under it, and the new one again. */
export function PasswordForm({ submitting, error, onSubmit }: Props) {
  const intl = useIntl();
  const form = useValidatedForm({ initial: emptyPasswordForm, validate: validatePasswordForm, onValid: onSubmit, error, id: 'password' });
  const label = (message: keyof typeof accountMessages) => intl.formatMessage(accountMessages[message]);
  return (
    <Paper variant="outlined" component="form" onSubmit={form.submit} noValidate sx={{ p: 3, maxWidth: 480 }} data-testid="password-form">
      <Stack spacing={2}>
        <TextInput {...form.bind('current_password')} type="password" required autoComplete="current-password" label={label('currentPassword')} />
        <TextInput
          {...form.bind('new_password')}
          type="password"
          required
          autoComplete="new-password"
          label={label('newPassword')}
          hint={label('policy')}
        />
        <TextInput {...form.bind('repeat_password')} type="password" required autoComplete="new-password" label={label('repeatPassword')} />
        {form.general.length > 0 && (
          <Alert severity="error" data-testid="password-error">
            {form.general.map((text) => (
              <div key={text}>{text}</div>
            ))}
          </Alert>
        )}
        <Alert severity="info" variant="outlined">
          <FormattedMessage {...accountMessages.otherSessionsEnd} />
        </Alert>
        <Stack direction="row" justifyContent="flex-end">
          <Button type="submit" variant="contained" loading={submitting} startIcon={<LockOutlinedIcon />}>
            <FormattedMessage {...sharedMessages.save} />
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
