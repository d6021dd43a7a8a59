import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useIntl } from 'react-intl';
import { feedbackMessages } from './messages';

export function FullScreenLoader() {
  const intl = useIntl();
  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center' }}>
      <CircularProgress aria-label={intl.formatMessage(feedbackMessages.loading)} />
    </Box>
  );
}

export function ContentLoader() {
  return (
    <Box sx={{ py: 8, display: 'grid', placeItems: 'center' }}>
      <CircularProgress size={32} />
    </Box>
  );
}
