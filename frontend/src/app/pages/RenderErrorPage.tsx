import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import HomeOutlinedIcon from '@mui/icons-material/HomeOutlined';
import RefreshIcon from '@mui/icons-material/Refresh';
import Button from '@mui/material/Button';
import { FormattedMessage } from 'react-intl';
import { sharedMessages } from '@/components/messages';
import { ErrorLayout } from './ErrorLayout';
import { errorPageMessages } from './messages';

/** 'Tizim bilan xatolik bor.' with the error text, back, reload and home (the error boundary's page). */
export function RenderErrorPage({ error }: { error: Error }) {
  return (
    <ErrorLayout
      title={<FormattedMessage {...errorPageMessages.renderError} />}
      errorText={error.message}
      actions={
        <>
          <Button startIcon={<ArrowBackIcon />} onClick={() => window.history.back()}>
            <FormattedMessage {...sharedMessages.back} />
          </Button>
          <Button startIcon={<RefreshIcon />} onClick={() => window.location.reload()}>
            <FormattedMessage {...sharedMessages.reload} />
          </Button>
          <Button href="/" variant="contained" startIcon={<HomeOutlinedIcon />}>
            <FormattedMessage {...errorPageMessages.home} />
          </Button>
        </>
      }
    />
  );
}
