import HomeOutlinedIcon from '@mui/icons-material/HomeOutlined';
import Button from '@mui/material/Button';
import { FormattedMessage } from 'react-intl';
import { ErrorLayout } from './ErrorLayout';
import { errorPageMessages } from './messages';

/**
 * 'Server bilan xatolik bor.' — the router's error page and /server-error. The home button
 * reloads the application from the start, since the router itself may be in a broken state.
 */
export function RouteErrorPage() {
  return (
    <ErrorLayout
      fullScreen
      code="500"
      title={<FormattedMessage {...errorPageMessages.routeError} />}
      actions={
        <Button href="/" variant="contained" startIcon={<HomeOutlinedIcon />}>
          <FormattedMessage {...errorPageMessages.home} />
        </Button>
      }
    />
  );
}
