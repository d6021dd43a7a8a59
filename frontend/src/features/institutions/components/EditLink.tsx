import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Button from '@mui/material/Button';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { sharedMessages } from '@/components/messages';

export function EditLink({ to }: { to: string }) {
  return (
    <Button component={RouterLink} to={to} variant="contained" startIcon={<EditOutlinedIcon />}>
      <FormattedMessage {...sharedMessages.edit} />
    </Button>
  );
}
