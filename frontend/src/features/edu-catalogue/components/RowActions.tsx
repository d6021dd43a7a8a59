import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { DeleteButton } from '@/components/list/DeleteButton';
import { sharedMessages } from '@/components/messages';

interface Props {
  /** The edit page, or what opens the edit dialog; none without the edit permission. */
  edit?: string | (() => void);
  /** Deletes after the confirmation; none without the delete permission. */
  onDelete?(): Promise<unknown>;
}

/** The edit and delete buttons of a list row. */
export function RowActions({ edit, onDelete }: Props) {
  const intl = useIntl();
  const label = intl.formatMessage(sharedMessages.edit);
  return (
    <Stack direction="row" spacing={0.5} justifyContent="flex-end">
      {edit !== undefined && (
        <Tooltip title={label}>
          {typeof edit === 'string' ? (
            <IconButton size="small" aria-label={label} component={RouterLink} to={edit}>
              <EditOutlinedIcon fontSize="small" />
            </IconButton>
          ) : (
            <IconButton size="small" aria-label={label} onClick={edit}>
              <EditOutlinedIcon fontSize="small" />
            </IconButton>
          )}
        </Tooltip>
      )}
      {onDelete && <DeleteButton onDelete={onDelete} />}
    </Stack>
  );
}
