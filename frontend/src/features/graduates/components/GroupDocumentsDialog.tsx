import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { errorMessages } from '@/api/client';
import { useCan } from '@/lib/access';
import { useDocumentJob, useStartGroupDocuments } from '../api/document-job';
import { DOCUMENT_KINDS, graduateKeys, type DocumentKind, type GroupOption } from '../api/types';
import { graduateMessages } from '../messages';
import { useGraduateLabels } from './labels';

const PERMISSION = { DIPLOMA: 'generate-diploma', APPENDIX: 'generate-appendix', CERTIFICATE: 'generate-certificate' } as const;

/** The share of a job done, 0..100. */
export function jobPercent(job: { total: number; done: number; failed: readonly unknown[] } | undefined): number {
  if (!job) return 0;
  if (job.total === 0) return 100;
  return Math.min(100, Math.round(((job.done + job.failed.length) / job.total) * 100));
}

/** Issues one kind of document for a whole group in the background and follows it to the end. */
export function GroupDocumentsDialog({ groups, onClose }: { groups: readonly GroupOption[]; onClose(): void }) {
  const intl = useIntl();
  const labels = useGraduateLabels();
  const queryClient = useQueryClient();
  const allowed = { DIPLOMA: useCan(PERMISSION.DIPLOMA), APPENDIX: useCan(PERMISSION.APPENDIX), CERTIFICATE: useCan(PERMISSION.CERTIFICATE) };
  const kinds = DOCUMENT_KINDS.filter((kind) => allowed[kind]);
  const [groupId, setGroupId] = useState('');
  const [kind, setKind] = useState<DocumentKind>(kinds[0] ?? 'DIPLOMA');
  const start = useStartGroupDocuments();
  const job = useDocumentJob(start.data?.id);
  const current = job.data ?? start.data;
  const running = start.isPending || current?.status === 'RUNNING';
  const finished = current !== undefined && current.status !== 'RUNNING';

  useEffect(() => {
    // What was issued shows on the records and in the list.
    if (finished) void queryClient.invalidateQueries({ queryKey: graduateKeys.all });
  }, [finished, queryClient]);

  return (
    <Dialog open onClose={running ? undefined : onClose} maxWidth="sm" fullWidth aria-labelledby="group-documents-title">
      <DialogTitle id="group-documents-title">
        <FormattedMessage {...graduateMessages.groupDocumentsTitle} />
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {start.isError && <Alert severity="error">{errorMessages(start.error).join(' ') || intl.formatMessage(graduateMessages.jobFailed)}</Alert>}
          <TextField
            select
            size="small"
            id="group-documents-group"
            label={intl.formatMessage(graduateMessages.group)}
            value={groupId}
            onChange={(event) => setGroupId(event.target.value)}
            disabled={current !== undefined}
            required
          >
            {groups.map((group) => (
              <MenuItem key={group.id} value={String(group.id)}>
                {group.name}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            size="small"
            id="group-documents-kind"
            label={intl.formatMessage(graduateMessages.documentKind)}
            value={kind}
            onChange={(event) => setKind(event.target.value as DocumentKind)}
            disabled={current !== undefined}
          >
            {kinds.map((value) => (
              <MenuItem key={value} value={value}>
                {labels.kind(value)}
              </MenuItem>
            ))}
          </TextField>
          {current && (
            <Stack spacing={1} data-testid="group-documents-progress" data-status={current.status}>
              <LinearProgress variant="determinate" value={jobPercent(current)} aria-label={intl.formatMessage(graduateMessages.progress, { done: current.done, total: current.total })} />
              <Typography variant="body2">
                <FormattedMessage {...graduateMessages.progress} values={{ done: current.done, total: current.total }} />
              </Typography>
              {current.status === 'DONE' && <Alert severity={current.failed.length ? 'warning' : 'success'}>{intl.formatMessage(graduateMessages.jobDone)}</Alert>}
              {current.status === 'FAILED' && <Alert severity="error">{intl.formatMessage(graduateMessages.jobFailed)}</Alert>}
              {current.failed.length > 0 && (
                <>
                  <Typography variant="subtitle2">
                    <FormattedMessage {...graduateMessages.jobProblems} />
                  </Typography>
                  <List dense>
                    {current.failed.map((problem) => (
                      <ListItem key={problem.student_id} disableGutters>
                        <ListItemText primary={problem.fio} secondary={problem.message} />
                      </ListItem>
                    ))}
                  </List>
                </>
              )}
            </Stack>
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={running}>
          <FormattedMessage {...graduateMessages.close} />
        </Button>
        {current === undefined && (
          <Button
            variant="contained"
            disabled={!groupId || kinds.length === 0}
            loading={start.isPending}
            onClick={() => start.mutate({ groupId: Number(groupId), kind })}
            data-testid="group-documents-start"
          >
            <FormattedMessage {...graduateMessages.start} />
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
