import DownloadOutlinedIcon from '@mui/icons-material/DownloadOutlined';
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
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState, type ChangeEvent } from 'react';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { errorMessages } from '@/api/client';
import { PickInput } from '@/components/form/fields';
import { sharedMessages } from '@/components/messages';
import { notifyError } from '@/store/notifications';
import { useGroupOptions } from '../api/get-group-options';
import { downloadImportTemplate, IMPORT_EXTENSIONS, IMPORT_MAX_BYTES, rejectedRows, useImportStudents } from '../api/import-students';
import type { GroupOption } from '../api/types';
import { studentMessages } from '../messages';
import { useStudentLabels } from './labels';
import { studentFieldLabels } from './student-form';

const ACCEPT = [...IMPORT_EXTENSIONS, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'text/csv'].join(',');

/** Why a chosen file is refused before sending it, or null. */
export function fileProblem(file: File): MessageDescriptor | null {
  const name = file.name.toLowerCase();
  if (!IMPORT_EXTENSIONS.some((extension) => name.endsWith(extension))) return studentMessages.importFileType;
  if (file.size > IMPORT_MAX_BYTES) return studentMessages.importTooLarge;
  return null;
}

/**
 * Students of one group from a spreadsheet: pick the group and the file (.xlsx or .csv; the
 * template downloads with the headers in the interface language), upload with a progress bar,
 * then either how many were added or the rows the server refused (nothing is written then).
 */
export function ImportDialog({ onClose }: { onClose(): void }) {
  const intl = useIntl();
  const labels = useStudentLabels();
  // The server names a column by its field; the person reads it as the template's header.
  const columnLabel = (column: string) =>
    column in studentFieldLabels ? intl.formatMessage(studentFieldLabels[column as keyof typeof studentFieldLabels]) : column;
  const groups = useGroupOptions();
  const [group, setGroup] = useState<GroupOption | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<MessageDescriptor | null>(null);
  const [progress, setProgress] = useState(0);
  const [downloading, setDownloading] = useState(false);
  const upload = useImportStudents(setProgress);
  const rows = rejectedRows(upload.error);
  const general = upload.isError ? errorMessages(upload.error) : [];

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    event.target.value = '';
    upload.reset();
    setProgress(0);
    setFile(chosen);
    setProblem(chosen ? fileProblem(chosen) : null);
  };

  const onUpload = () => {
    if (!group || !file || problem) return;
    setProgress(0);
    upload.mutate({ groupId: group.id, file });
  };

  const onTemplate = async () => {
    setDownloading(true);
    try {
      await downloadImportTemplate(intl.formatMessage(studentMessages.importTemplateFile));
    } catch (error) {
      notifyError(error);
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth aria-labelledby="student-import-title">
      <DialogTitle id="student-import-title">
        <FormattedMessage {...studentMessages.importTitle} />
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }} data-testid="student-import">
          <PickInput<GroupOption>
            name="edu_group_id"
            value={group?.id ?? null}
            onChange={() => undefined}
            onPick={setGroup}
            error={false}
            required
            label={intl.formatMessage(studentMessages.group)}
            options={groups.data?.results ?? []}
            loading={groups.isLoading}
            optionLabel={(option) => `${option.name} (${labels.course(option.course)})`}
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} alignItems={{ sm: 'center' }}>
            <Button component="label" variant="outlined" startIcon={<UploadFileOutlinedIcon />}>
              <FormattedMessage {...studentMessages.importChoose} />
              <input hidden type="file" accept={ACCEPT} onChange={onFile} data-testid="student-import-file" aria-label={intl.formatMessage(studentMessages.importFile)} />
            </Button>
            <Typography sx={{ flexGrow: 1 }} data-testid="student-import-filename">
              {file?.name ?? intl.formatMessage(studentMessages.importFile)}
            </Typography>
            <Button startIcon={<DownloadOutlinedIcon />} loading={downloading} onClick={() => void onTemplate()}>
              <FormattedMessage {...studentMessages.importTemplate} />
            </Button>
          </Stack>
          {problem && (
            <Alert severity="error" data-testid="student-import-problem">
              <FormattedMessage {...problem} />
            </Alert>
          )}
          {(upload.isPending || upload.isSuccess) && (
            <Box>
              <LinearProgress variant="determinate" value={Math.round(progress * 100)} aria-label={intl.formatMessage(studentMessages.importProgress)} />
              <Typography variant="caption" color="text.secondary">
                {Math.round(progress * 100)}%
              </Typography>
            </Box>
          )}
          {upload.isSuccess && (
            <Alert severity="success" data-testid="student-import-done">
              <FormattedMessage {...studentMessages.importDone} values={{ count: upload.data }} />
            </Alert>
          )}
          {upload.isError && (
            <Alert severity="error" data-testid="student-import-error">
              {rows.length > 0 ? <FormattedMessage {...studentMessages.importRejected} /> : null}
              {general.map((text) => (
                <div key={text}>{text}</div>
              ))}
              {rows.length === 0 && general.length === 0 && <FormattedMessage {...studentMessages.importRejected} />}
            </Alert>
          )}
          {rows.length > 0 && (
            <TableContainer sx={{ maxHeight: 320 }}>
              <Table size="small" stickyHeader data-testid="student-import-rows">
                <TableHead>
                  <TableRow>
                    <TableCell>
                      <FormattedMessage {...studentMessages.importLine} />
                    </TableCell>
                    <TableCell>
                      <FormattedMessage {...studentMessages.importColumn} />
                    </TableCell>
                    <TableCell>
                      <FormattedMessage {...studentMessages.importMessage} />
                    </TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {rows.map((row, index) => (
                    <TableRow key={`${row.line}-${row.column}-${index}`}>
                      <TableCell>{row.line}</TableCell>
                      <TableCell>{columnLabel(row.column)}</TableCell>
                      <TableCell>{row.message}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>
          <FormattedMessage {...(upload.isSuccess ? studentMessages.close : sharedMessages.cancel)} />
        </Button>
        <Button variant="contained" startIcon={<UploadFileOutlinedIcon />} disabled={!group || !file || Boolean(problem) || upload.isSuccess} loading={upload.isPending} onClick={onUpload}>
          <FormattedMessage {...studentMessages.importUpload} />
        </Button>
      </DialogActions>
    </Dialog>
  );
}
