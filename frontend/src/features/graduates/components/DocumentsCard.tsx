import NoteAddOutlinedIcon from '@mui/icons-material/NoteAddOutlined';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { DocumentActions } from '@/components/documents/DocumentActions';
import { StatusTag } from '@/components/list/StatusTag';
import { formatDateTime } from '@/lib/format';
import { confirm } from '@/store/confirm';
import { notifyError, notifySuccess } from '@/store/notifications';
import { downloadDocument, useIssueDocument } from '../api/issue-document';
import type { GraduateDetail, IssuedDocument } from '../api/types';
import { graduateMessages } from '../messages';
import { issueChoices, type IssueChoice } from './documents';
import { useGraduateLabels } from './labels';

function DocumentRow({ document, originals }: { document: IssuedDocument; originals: Map<number, IssuedDocument> }) {
  const intl = useIntl();
  const labels = useGraduateLabels();
  const original = document.original_id == null ? undefined : originals.get(document.original_id);
  return (
    <TableRow data-document={document.kind} data-duplicate={document.duplicate} data-status={document.status}>
      <TableCell>
        {labels.kind(document.kind)}
        {document.duplicate && (
          <Typography variant="caption" color="text.secondary" component="div">
            {intl.formatMessage(graduateMessages.duplicateOf, { number: original?.number ?? '—' })}
          </Typography>
        )}
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{document.number}</TableCell>
      <TableCell>
        <Stack direction="row" spacing={0.5}>
          <StatusTag
            status={document.status}
            label={labels.documentStatus(document.status)}
            tone={document.status === 'VALID' ? 'success' : 'error'}
          />
          {document.duplicate && <StatusTag status="DUPLICATE" label={labels.documentStatus('DUPLICATE')} tone="warning" />}
        </Stack>
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(document.issued_at)}</TableCell>
      <DocumentActions
        document={document}
        download={() => downloadDocument(document)}
        downloadLabel={intl.formatMessage(graduateMessages.download)}
        verifyLabel={intl.formatMessage(graduateMessages.verify)}
      />
    </TableRow>
  );
}

/** The documents issued to the graduate, newest first, with the buttons that issue what the record allows now. */
export function DocumentsCard({ graduate }: { graduate: GraduateDetail }) {
  const intl = useIntl();
  const labels = useGraduateLabels();
  const issue = useIssueDocument(graduate.id);
  const [busy, setBusy] = useState<string | null>(null);
  const choices = issueChoices(graduate.allowed_actions, graduate.documents);
  const originals = new Map(graduate.documents.map((document) => [document.id, document]));

  const run = async (choice: IssueChoice) => {
    if (choice.replaces && !(await confirm(graduateMessages.reissueConfirm))) return;
    setBusy(`${choice.kind}-${choice.duplicate}`);
    try {
      await issue.mutateAsync({ kind: choice.kind, duplicate: choice.duplicate });
      notifySuccess(graduateMessages.issued);
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(null);
    }
  };

  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="graduate-documents">
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={1} alignItems={{ md: 'center' }} sx={{ mb: 1 }}>
        <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          <FormattedMessage {...graduateMessages.documentsTitle} />
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
          {choices.map((choice) => {
            const key = `${choice.kind}-${choice.duplicate}`;
            return (
              <Button
                key={key}
                size="small"
                variant={choice.duplicate ? 'outlined' : 'contained'}
                startIcon={<NoteAddOutlinedIcon />}
                loading={busy === key}
                disabled={busy !== null && busy !== key}
                onClick={() => void run(choice)}
                data-testid={`issue-${choice.kind}${choice.duplicate ? '-duplicate' : ''}`}
              >
                {intl.formatMessage(choice.duplicate ? graduateMessages.issueDuplicate : graduateMessages.issue, { kind: labels.kind(choice.kind) })}
              </Button>
            );
          })}
        </Stack>
      </Stack>
      {graduate.documents.length === 0 ? (
        <Typography color="text.secondary">
          <FormattedMessage {...graduateMessages.documentsEmpty} />
        </Typography>
      ) : (
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>
                <FormattedMessage {...graduateMessages.documentKind} />
              </TableCell>
              <TableCell>
                <FormattedMessage {...graduateMessages.documentNumber} />
              </TableCell>
              <TableCell>
                <FormattedMessage {...graduateMessages.documentStatus} />
              </TableCell>
              <TableCell>
                <FormattedMessage {...graduateMessages.issuedAt} />
              </TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {graduate.documents.map((document) => (
              <DocumentRow key={document.id} document={document} originals={originals} />
            ))}
          </TableBody>
        </Table>
      )}
    </Paper>
  );
}
