import LockResetOutlinedIcon from '@mui/icons-material/LockResetOutlined';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { confirm } from '@/store/confirm';
import { useResetPassword } from '../api/reset-password';
import { userMessages } from '../messages';
import { TemporaryPasswordDialog } from './TemporaryPasswordDialog';

/** Gives the user a temporary password after the confirmation, and shows it once. */
export function ResetPasswordButton({ userId }: { userId: number }) {
  const reset = useResetPassword(userId);
  const [password, setPassword] = useState<string | null>(null);

  const start = async () => {
    if (!(await confirm(userMessages.resetPasswordConfirm))) return;
    // A refusal is told by the notice every failed call shows.
    reset.mutate(undefined, { onSuccess: setPassword });
  };

  return (
    <>
      <Button variant="outlined" startIcon={<LockResetOutlinedIcon />} loading={reset.isPending} onClick={() => void start()}>
        <FormattedMessage {...userMessages.resetPassword} />
      </Button>
      {password !== null && <TemporaryPasswordDialog password={password} onClose={() => setPassword(null)} />}
    </>
  );
}
