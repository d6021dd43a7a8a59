import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';
import { formatDateTime } from '@/lib/format';
import { preparedMessages } from './messages';

/**
 * When national figures were prepared in the background ("Figures as of 28.11.2026 07:45"); nothing
 * for figures read at the request.
 */
export function PreparedAt({ at }: { at: string | null | undefined }) {
  if (!at) return null;
  return (
    <Typography variant="body2" color="text.secondary" data-testid="prepared-at" sx={{ mb: 1 }}>
      <FormattedMessage {...preparedMessages.preparedAt} values={{ time: formatDateTime(at) }} />
    </Typography>
  );
}
