import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { FormattedMessage } from 'react-intl';
import { useConfirm } from '@/store/confirm';
import { sharedMessages } from '../messages';

/** The one confirmation dialog; questions come from `confirm()`. */
export default function ConfirmDialog() {
  const question = useConfirm((state) => state.question);
  const answer = useConfirm((state) => state.answer);
  return (
    <Dialog open={question !== null} onClose={() => answer(false)} aria-labelledby="confirm-title" maxWidth="xs" fullWidth>
      <DialogTitle id="confirm-title">
        <FormattedMessage {...sharedMessages.confirmTitle} />
      </DialogTitle>
      <DialogContent>
        <DialogContentText>{question && <FormattedMessage {...question.message} />}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => answer(false)}>
          <FormattedMessage {...sharedMessages.no} />
        </Button>
        <Button onClick={() => answer(true)} variant="contained" autoFocus>
          <FormattedMessage {...sharedMessages.yes} />
        </Button>
      </DialogActions>
    </Dialog>
  );
}
