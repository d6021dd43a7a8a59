import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { FormattedMessage } from 'react-intl';
import { ApiError } from '@/api/client';
import { sharedMessages } from '@/components/messages';

/** Whether a save was refused because someone saved the role meanwhile. */
export const isStale = (error: unknown): error is ApiError => error instanceof ApiError && error.code === 'stale_version';

/** The server's word that someone saved the role meanwhile, with a button that loads their version. */
export function StaleVersionAlert({ error, onReload }: { error: ApiError; onReload(): void }) {
  return (
    <Alert
      severity="warning"
      sx={{ mb: 2 }}
      data-testid="stale-version"
      action={
        <Button color="inherit" size="small" onClick={onReload}>
          <FormattedMessage {...sharedMessages.reload} />
        </Button>
      }
    >
      {error.messages.join(' ')}
    </Alert>
  );
}
