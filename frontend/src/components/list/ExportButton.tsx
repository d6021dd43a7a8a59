import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { Query } from '@/api/client';
import { downloadBlob, saveBlob } from '@/api/transfer';
import { notifyError } from '@/store/notifications';
import { sharedMessages } from '../messages';

interface Props {
  /** The list's path, as its JSON list is asked for (`/staffs/`). */
  path: string;
  /** The list's filters, search and ordering as the screen asks for them; paging is left out. */
  query: Query;
  /** The saved file's name without `.xlsx` (the path's last part when left out). */
  fileName?: string;
}

/** The file a list is saved as: its path's last part (`/staffs/teachers/` gives `teachers.xlsx`). */
export function exportFileName(path: string, fileName?: string): string {
  const base = fileName ?? path.split('/').filter(Boolean).pop() ?? 'list';
  return `${base}.xlsx`;
}

/**
 * 'Excel': downloads every row of the list as the screen filters, searches and orders it, with
 * the columns of the screen, as an .xlsx file. Disabled with a spinner while the file is made;
 * a refusal is shown as a notification.
 */
export function ExportButton({ path, query, fileName }: Props) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const rest: Query = { ...query };
      delete rest.page;
      delete rest.limit;
      saveBlob(await downloadBlob(path, { ...rest, format: 'xlsx' }), exportFileName(path, fileName));
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="outlined"
      onClick={() => void download()}
      disabled={busy}
      aria-busy={busy}
      startIcon={busy ? <CircularProgress size={18} color="inherit" data-testid="export-progress" /> : <FileDownloadOutlinedIcon />}
      data-testid="list-export"
    >
      <FormattedMessage {...sharedMessages.exportExcel} />
    </Button>
  );
}
