import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { sharedMessages } from '@/components/messages';

/** 'Qo‘shish': a link to an add page, or a button opening the add dialog. */
export function AddButton({ to, onClick }: { to?: string; onClick?(): void }) {
  const content = <FormattedMessage {...sharedMessages.add} />;
  return to ? (
    <Button component={RouterLink} to={to} variant="contained" startIcon={<AddIcon />}>
      {content}
    </Button>
  ) : (
    <Button variant="contained" startIcon={<AddIcon />} onClick={onClick}>
      {content}
    </Button>
  );
}
