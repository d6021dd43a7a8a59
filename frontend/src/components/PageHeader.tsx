import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { sharedMessages } from './messages';

interface Props {
  title: ReactNode;
  /** Shows a back button leading here (or one step back in history when true). */
  back?: string | true;
  actions?: ReactNode;
}

export function PageHeader({ title, back, actions }: Props) {
  const intl = useIntl();
  const navigate = useNavigate();
  const backLabel = intl.formatMessage(sharedMessages.back);
  return (
    <Stack direction="row" alignItems="center" spacing={1} sx={{ mb: 2, minHeight: 40 }}>
      {back && (
        <Tooltip title={backLabel}>
          <IconButton aria-label={backLabel} onClick={() => (back === true ? navigate(-1) : navigate(back))}>
            <ArrowBackIcon />
          </IconButton>
        </Tooltip>
      )}
      <Typography variant="h5" component="h1" sx={{ flexGrow: 1, fontWeight: 600 }}>
        {title}
      </Typography>
      {actions}
    </Stack>
  );
}
