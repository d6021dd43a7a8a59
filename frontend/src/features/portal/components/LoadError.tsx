import Alert from '@mui/material/Alert';
import { FormattedMessage } from 'react-intl';
import { errorMessages } from '@/api/client';
import { portalMessages } from '../messages';

/** A call that failed: the server's reasons, else a plain "could not be loaded". */
export function LoadError({ error }: { error: unknown }) {
  const texts = errorMessages(error);
  return (
    <Alert severity="error" data-testid="portal-error">
      {texts.length > 0 ? texts.join(' ') : <FormattedMessage {...portalMessages.loadFailed} />}
    </Alert>
  );
}
