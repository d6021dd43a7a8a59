import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { Query } from '@/api/client';
import { notifyError } from '@/store/notifications';
import { downloadReport } from '../api/reports';
import type { ReportCall } from '../api/types';
import { reportMessages } from '../messages';

interface Props {
  call: ReportCall;
  /** The screen's filters; paging is left out, the file holds every row. */
  params: Query;
  fileName: string;
}

/** Downloads the report as on screen as an Excel file; busy while the file is written. */
export function ExcelButton({ call, params, fileName }: Props) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadReport(call, params, fileName);
    } catch (error) {
      notifyError(error, reportMessages.excelFailed);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="outlined"
      onClick={() => void download()}
      disabled={busy}
      startIcon={busy ? <CircularProgress size={16} /> : <FileDownloadOutlinedIcon />}
      data-testid="report-excel"
    >
      <FormattedMessage {...reportMessages.excel} />
    </Button>
  );
}
