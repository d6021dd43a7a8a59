import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { confirm } from '@/store/confirm';
import { notifySuccess } from '@/store/notifications';
import { sharedMessages } from '../messages';

interface Props {
  onDelete(): Promise<unknown>;
  onDeleted?(): void;
  disabled?: boolean;
  /** An icon in a table row, or a labelled button on a page. */
  variant?: 'icon' | 'button';
}

/** Asks 'Haqiqatdan o‘chirishni istaysizmi?', deletes, then says 'Muvaffaqiyatli o‘chirildi'. */
export function DeleteButton({ onDelete, onDeleted, disabled, variant = 'icon' }: Props) {
  const intl = useIntl();
  const [busy, setBusy] = useState(false);
  const label = intl.formatMessage(sharedMessages.delete);

  const run = async () => {
    if (!(await confirm(sharedMessages.deleteConfirm))) return;
    setBusy(true);
    try {
      await onDelete();
      notifySuccess(sharedMessages.deleted);
      onDeleted?.();
    } catch {
      // The mutation cache has already shown why.
    } finally {
      setBusy(false);
    }
  };

  if (variant === 'button') {
    return (
      <Button color="error" variant="outlined" startIcon={<DeleteOutlineIcon />} onClick={run} disabled={disabled} loading={busy}>
        {label}
      </Button>
    );
  }
  return (
    <Tooltip title={label}>
      <span>
        <IconButton aria-label={label} color="error" size="small" onClick={run} disabled={disabled || busy}>
          <DeleteOutlineIcon fontSize="small" />
        </IconButton>
      </span>
    </Tooltip>
  );
}
