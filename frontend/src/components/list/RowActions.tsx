import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import type { ReactElement, ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { sharedMessages } from '../messages';
import type { Column } from './DataTable';
import { DeleteButton } from './DeleteButton';

interface ActionProps {
  label: string;
  icon: ReactElement;
  /** A link to a page, or a handler (a dialog). */
  to?: string;
  onClick?(): void;
}

/** One labelled icon of a row's actions. */
export function RowAction({ label, icon, to, onClick }: ActionProps) {
  return (
    <Tooltip title={label}>
      {to !== undefined ? (
        <IconButton size="small" aria-label={label} component={RouterLink} to={to}>
          {icon}
        </IconButton>
      ) : (
        <IconButton size="small" aria-label={label} onClick={onClick}>
          {icon}
        </IconButton>
      )}
    </Tooltip>
  );
}

interface Props {
  /** Edit: the edit page's path, or a handler that opens a dialog; left out without the permission. */
  edit?: string | (() => void);
  /** Left out without the permission; asks first and says when it is done. */
  onDelete?(): Promise<unknown>;
  deleteDisabled?: boolean;
  /** Actions of the screen's own, before edit and delete. */
  children?: ReactNode;
}

/** A row's actions, right-aligned: the screen's own, then edit, then delete. */
export function RowActions({ edit, onDelete, deleteDisabled, children }: Props) {
  const intl = useIntl();
  const editLabel = intl.formatMessage(sharedMessages.edit);
  const editIcon = <EditOutlinedIcon fontSize="small" />;
  return (
    <Stack direction="row" spacing={0.5} justifyContent="flex-end">
      {children}
      {typeof edit === 'string' && <RowAction label={editLabel} icon={editIcon} to={edit} />}
      {typeof edit === 'function' && <RowAction label={editLabel} icon={editIcon} onClick={edit} />}
      {onDelete && <DeleteButton disabled={deleteDisabled} onDelete={onDelete} />}
    </Stack>
  );
}

/** The 'Amallar' column; leave it out when the role may do none of the actions. */
export function actionsColumn<T>(render: (row: T) => ReactNode): Column<T> {
  return { id: 'actions', header: <FormattedMessage {...sharedMessages.actions} />, align: 'right', render };
}
