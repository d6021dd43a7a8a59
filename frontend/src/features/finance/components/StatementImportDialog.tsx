import UploadFileOutlinedIcon from '@mui/icons-material/UploadFileOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState, type ChangeEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { errorMessages } from '@/api/client';
import { sharedMessages } from '@/components/messages';
import { Money } from '@/components/Money';
import { refusedLines, STATEMENT_EXTENSIONS, STATEMENT_MAX_BYTES, useImportStatement } from '../api/import-statement';
import { financeMessages } from '../messages';

const ACCEPT = [...STATEMENT_EXTENSIONS, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'text/csv'].join(',');
const COLUMNS: Record<string, keyof typeof financeMessages> = {
  date: 'date',
  amount: 'amountColumn',
  document_number: 'documentNumber',
  payer: 'payer',
  purpose: 'purpose',
};

/** A bank statement (.xlsx or .csv in the published columns): upload with a progress bar, then what was imported and the lines no contract was found for, or every refused line (nothing is written then). */
export function StatementImportDialog({ onClose }: { onClose(): void }) {
  const intl = useIntl();
  const [file, setFile] = useState<File | null>(null);
  const [tooBig, setTooBig] = useState(false);
  const [progress, setProgress] = useState(0);
  const upload = useImportStatement(setProgress);
  const lines = refusedLines(upload.error);
  const general = upload.isError ? errorMessages(upload.error) : [];
  const column = (name: string) => (name in COLUMNS ? intl.formatMessage(financeMessages[COLUMNS[name]!]) : name);

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    event.target.value = '';
    upload.reset();
    setProgress(0);
    setFile(chosen);
    setTooBig(chosen !== null && chosen.size > STATEMENT_MAX_BYTES);
  };

  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth aria-labelledby="statement-import-title">
      <DialogTitle id="statement-import-title">
        <FormattedMessage {...financeMessages.importTitle} />
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }} data-testid="statement-import">
          <Typography variant="body2" color="text.secondary">
            <FormattedMessage {...financeMessages.importLayout} />
          </Typography>
          <Stack direction="row" spacing={1} alignItems="center">
            <Button component="label" variant="outlined" startIcon={<UploadFileOutlinedIcon />}>
              <FormattedMessage {...financeMessages.importChoose} />
              <input hidden type="file" accept={ACCEPT} onChange={onFile} data-testid="statement-import-file" aria-label={intl.formatMessage(financeMessages.importChoose)} />
            </Button>
            <Typography data-testid="statement-import-filename">{file?.name ?? ''}</Typography>
          </Stack>
          {tooBig && (
            <Alert severity="error">
              <FormattedMessage {...financeMessages.importTooLarge} />
            </Alert>
          )}
          {(upload.isPending || upload.isSuccess) && (
            <Box>
              <LinearProgress variant="determinate" value={Math.round(progress * 100)} aria-label={intl.formatMessage(financeMessages.importProgress)} />
              <Typography variant="caption" color="text.secondary">
                {Math.round(progress * 100)}%
              </Typography>
            </Box>
          )}
          {upload.isSuccess && (
            <Alert severity="success" data-testid="statement-import-done">
              <FormattedMessage
                {...financeMessages.importDone}
                values={{ count: upload.data.imported, total: <Money minor={upload.data.total} />, prepayments: upload.data.prepayments }}
              />
            </Alert>
          )}
          {upload.isSuccess && upload.data.unmatched.length > 0 && (
            <>
              <Typography variant="subtitle2">
                <FormattedMessage {...financeMessages.importUnmatched} values={{ count: upload.data.unmatched.length }} />
              </Typography>
              <Table size="small" data-testid="statement-import-unmatched">
                <TableHead>
                  <TableRow>
                    <TableCell>
                      <FormattedMessage {...financeMessages.importLine} />
                    </TableCell>
                    <TableCell>{column('document_number')}</TableCell>
                    <TableCell>{column('payer')}</TableCell>
                    <TableCell>{column('purpose')}</TableCell>
                    <TableCell align="right">{column('amount')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {upload.data.unmatched.map((u) => (
                    <TableRow key={u.line}>
                      <TableCell>{u.line}</TableCell>
                      <TableCell>{u.document_number}</TableCell>
                      <TableCell>{u.payer}</TableCell>
                      <TableCell>{u.purpose}</TableCell>
                      <TableCell align="right">
                        <Money minor={u.amount} />
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </>
          )}
          {upload.isError && (
            <Alert severity="error" data-testid="statement-import-error">
              {general.map((text) => (
                <div key={text}>{text}</div>
              ))}
            </Alert>
          )}
          {lines.length > 0 && (
            <Table size="small" data-testid="statement-import-lines">
              <TableHead>
                <TableRow>
                  <TableCell>
                    <FormattedMessage {...financeMessages.importLine} />
                  </TableCell>
                  <TableCell>
                    <FormattedMessage {...financeMessages.importColumn} />
                  </TableCell>
                  <TableCell>
                    <FormattedMessage {...financeMessages.importReason} />
                  </TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {lines.map((l) => (
                  <TableRow key={`${l.line}-${l.column}-${l.message}`}>
                    <TableCell>{l.line}</TableCell>
                    <TableCell>{l.column ? column(l.column) : ''}</TableCell>
                    <TableCell>{l.message}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>
          <FormattedMessage {...(upload.isSuccess ? financeMessages.importClose : sharedMessages.cancel)} />
        </Button>
        <Button variant="contained" disabled={!file || tooBig || upload.isPending || upload.isSuccess} loading={upload.isPending} onClick={() => file && upload.mutate(file)}>
          <FormattedMessage {...financeMessages.importSend} />
        </Button>
      </DialogActions>
    </Dialog>
  );
}
