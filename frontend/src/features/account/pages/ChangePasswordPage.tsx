import Alert from '@mui/material/Alert';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { PageHeader } from '@/components/PageHeader';
import { notifySuccess } from '@/store/notifications';
import { useSession } from '@/store/session';
import { useChangePassword } from '../api/change-password';
import { PasswordForm } from '../components/PasswordForm';
import { toPasswordChange, type PasswordFormValues } from '../components/password-form';
import { accountMessages } from '../messages';

/**
 * The user's own password. Changed of the user's free will, the page stays, with an empty form;
 * changed because a temporary password was in use (the shell offers nothing else until then), the
 * profile is read again, which lets the user in, and home opens.
 */
export default function ChangePasswordPage() {
  const navigate = useNavigate();
  const forced = useSession((state) => state.profile?.must_change_password === true);
  const change = useChangePassword();
  // A new form after a change: the passwords typed are not kept on the screen.
  const [round, setRound] = useState(0);

  const submit = (values: PasswordFormValues) =>
    change.mutate(toPasswordChange(values), {
      onSuccess: async () => {
        notifySuccess(accountMessages.changed);
        if (!forced) {
          setRound(round + 1);
          return;
        }
        if (await useSession.getState().loadProfile()) void navigate('/', { replace: true });
      },
    });

  return (
    <>
      <PageHeader title={<FormattedMessage {...accountMessages.passwordTitle} />} />
      {forced && (
        <Alert severity="warning" sx={{ mb: 2, maxWidth: 480 }} data-testid="password-change-required">
          <FormattedMessage {...accountMessages.changeRequired} />
        </Alert>
      )}
      <PasswordForm key={round} submitting={change.isPending} error={change.error} onSubmit={submit} />
    </>
  );
}
