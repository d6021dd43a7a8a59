import HomeOutlinedIcon from '@mui/icons-material/HomeOutlined';
import Button from '@mui/material/Button';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { ErrorLayout } from './ErrorLayout';
import { errorPageMessages } from './messages';

export function NotFoundPage({ fullScreen }: { fullScreen?: boolean }) {
  return (
    <ErrorLayout
      fullScreen={fullScreen}
      code="404"
      title={<FormattedMessage {...errorPageMessages.notFoundTitle} />}
      detail={<FormattedMessage {...errorPageMessages.notFoundText} />}
      actions={
        <Button component={RouterLink} to="/" variant="contained" startIcon={<HomeOutlinedIcon />}>
          <FormattedMessage {...errorPageMessages.home} />
        </Button>
      }
    />
  );
}
