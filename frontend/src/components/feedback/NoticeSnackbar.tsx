import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { useIntl } from 'react-intl';
import { NOTICE_DURATION_MS, useNotifications } from '@/store/notifications';

/** Shows the current notice for 3 seconds. */
export default function NoticeSnackbar() {
  const intl = useIntl();
  const notice = useNotifications((state) => state.notice);
  const dismiss = useNotifications((state) => state.dismiss);
  const texts = notice?.texts?.length ? notice.texts : notice?.message ? [intl.formatMessage(notice.message)] : [];

  return (
    <Snackbar
      key={notice?.id}
      open={notice !== null}
      autoHideDuration={NOTICE_DURATION_MS}
      onClose={(_, reason) => reason !== 'clickaway' && dismiss()}
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
    >
      <Alert severity={notice?.severity ?? 'info'} variant="filled" onClose={dismiss} data-testid="notice">
        {texts.map((text) => (
          <div key={text}>{text}</div>
        ))}
      </Alert>
    </Snackbar>
  );
}
