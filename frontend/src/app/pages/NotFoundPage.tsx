import HomeOutlinedIcon from '@mui/icons-material/HomeOutlined';
import Button from '@mui/material/Button';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { sharedMessages } from '@/components/messages';
import { appMessages } from '../messages';
import { ErrorLayout } from './ErrorLayout';

export function NotFoundPage({ fullScreen }: { fullScreen?: boolean }) {
  return (
    <ErrorLayout
      fullScreen={fullScreen}
      code="404"
      title={<FormattedMessage {...appMessages.notFoundTitle} />}
      detail={<FormattedMessage {...appMessages.notFoundText} />}
      actions={
        <Button component={RouterLink} to="/" variant="contained" startIcon={<HomeOutlinedIcon />}>
          <FormattedMessage {...sharedMessages.home} />
        </Button>
      }
    />
  );
}
