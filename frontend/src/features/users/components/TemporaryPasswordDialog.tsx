import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import { FormattedMessage, useIntl } from 'react-intl';
import { notifyError, notifySuccess } from '@/store/notifications';
import { userMessages } from '../messages';

async function copy(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    notifySuccess(userMessages.passwordCopied);
  } catch {
    // No clipboard (an address that is not secure, a refusal): the password stays on the screen to be copied by hand.
    notifyError(null, userMessages.passwordCopyFailed);
  }
}

/** The temporary password, shown this once, with a copy button; the user must change it at the next sign-in. */
export function TemporaryPasswordDialog({ password, onClose }: { password: string; onClose(): void }) {
  const intl = useIntl();
  const copyLabel = intl.formatMessage(userMessages.copyPassword);
  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="temporary-password-title" data-testid="temporary-password-dialog">
      <DialogTitle id="temporary-password-title">
        <FormattedMessage {...userMessages.temporaryPassword} />
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <DialogContentText>
            <FormattedMessage {...userMessages.temporaryPasswordOnce} />
          </DialogContentText>
          <Stack direction="row" spacing={1} alignItems="center" sx={{ px: 2, py: 1, borderRadius: 1, bgcolor: 'action.hover' }}>
            <Box component="code" sx={{ flexGrow: 1, fontSize: 18, letterSpacing: 1, userSelect: 'all', wordBreak: 'break-all' }} data-testid="temporary-password">
              {password}
            </Box>
            <Tooltip title={copyLabel}>
              <IconButton aria-label={copyLabel} onClick={() => void copy(password)}>
                <ContentCopyIcon />
              </IconButton>
            </Tooltip>
          </Stack>
          <Alert severity="warning">
            <FormattedMessage {...userMessages.mustChangeAtSignIn} />
          </Alert>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          <FormattedMessage {...userMessages.close} />
        </Button>
      </DialogActions>
    </Dialog>
  );
}
