import CloudOffOutlinedIcon from '@mui/icons-material/CloudOffOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { FormattedMessage } from 'react-intl';
import { formatDateTime } from '@/lib/format';
import { portalMessages } from '../messages';

/** Says that the network is down and when what is shown was loaded. */
export function KeptBanner({ at }: { at: string }) {
  return (
    <Alert severity="warning" icon={<CloudOffOutlinedIcon />} sx={{ mb: 2 }} data-testid="kept-banner">
      <AlertTitle>
        <FormattedMessage {...portalMessages.keptAt} values={{ at: formatDateTime(at) }} />
      </AlertTitle>
      <FormattedMessage {...portalMessages.offline} />
    </Alert>
  );
}
