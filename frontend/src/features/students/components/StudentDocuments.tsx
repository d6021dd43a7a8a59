import NoteAddOutlinedIcon from '@mui/icons-material/NoteAddOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { errorMessages } from '@/api/client';
import { DocumentActions } from '@/components/documents/DocumentActions';
import { ContentLoader } from '@/components/feedback/FullScreenLoader';
import { StatusTag } from '@/components/list/StatusTag';
import { sharedMessages } from '@/components/messages';
import { useCan } from '@/lib/access';
import { formatDateTime } from '@/lib/format';
import { notifyError, notifySuccess } from '@/store/notifications';
import { downloadStudyDocument, useIssueStudyDocument, useStudyDocuments } from '../api/study-documents';
import type { StudyDocument, StudyDocumentKind } from '../api/types';
import { studyDocumentKindMessages, studyDocumentMessages } from '../messages';

const KINDS: StudyDocumentKind[] = ['TRANSCRIPT', 'REFERENCE'];

function DocumentRow({ document }: { document: StudyDocument }) {
  const intl = useIntl();
  const kind = document.kind === 'TRANSCRIPT' || document.kind === 'REFERENCE' ? intl.formatMessage(studyDocumentKindMessages[document.kind]) : document.kind;
  return (
    <TableRow data-document={document.kind} data-number={document.number}>
      <TableCell>{kind}</TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{document.number}</TableCell>
      <TableCell>
        <StatusTag
          status={document.status}
          label={intl.formatMessage(document.status === 'VALID' ? studyDocumentMessages.valid : studyDocumentMessages.revoked)}
          tone={document.status === 'VALID' ? 'success' : 'error'}
        />
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(document.issued_at)}</TableCell>
      <DocumentActions
        document={document}
        download={() => downloadStudyDocument(document)}
        downloadLabel={intl.formatMessage(studyDocumentMessages.download)}
        verifyLabel={intl.formatMessage(studyDocumentMessages.verify)}
      />
    </TableRow>
  );
}

/** The student's transcripts and references, newest first, with the buttons that issue them (`student-document`, own institution). */
export function StudentDocuments({ studentId, own }: { studentId: number; own: boolean }) {
  const intl = useIntl();
  const documents = useStudyDocuments(studentId);
  const issue = useIssueStudyDocument(studentId);
  const canIssue = useCan('student-document') && own;
  const [busy, setBusy] = useState<StudyDocumentKind | null>(null);

  const run = async (kind: StudyDocumentKind) => {
    setBusy(kind);
    try {
      await issue.mutateAsync(kind);
      notifySuccess(studyDocumentMessages.issued);
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(null);
    }
  };

  if (documents.isLoading) return <ContentLoader />;
  if (documents.isError) return <Alert severity="error">{errorMessages(documents.error).join(' ') || <FormattedMessage {...sharedMessages.loadFailed} />}</Alert>;
  const rows = documents.data ?? [];
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="student-documents">
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={1} alignItems={{ md: 'center' }} sx={{ mb: 1 }}>
        <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          <FormattedMessage {...studyDocumentMessages.title} />
        </Typography>
        {canIssue && (
          <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
            {KINDS.map((kind) => (
              <Button
                key={kind}
                size="small"
                variant="contained"
                startIcon={<NoteAddOutlinedIcon />}
                loading={busy === kind}
                disabled={busy !== null && busy !== kind}
                onClick={() => void run(kind)}
                data-testid={`issue-${kind}`}
              >
                {intl.formatMessage(studyDocumentMessages.issue, { kind: intl.formatMessage(studyDocumentKindMessages[kind]) })}
              </Button>
            ))}
          </Stack>
        )}
      </Stack>
      {rows.length === 0 ? (
        <Typography color="text.secondary">
          <FormattedMessage {...studyDocumentMessages.empty} />
        </Typography>
      ) : (
        <TableContainer>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>
                  <FormattedMessage {...studyDocumentMessages.kind} />
                </TableCell>
                <TableCell>
                  <FormattedMessage {...studyDocumentMessages.number} />
                </TableCell>
                <TableCell>
                  <FormattedMessage {...studyDocumentMessages.status} />
                </TableCell>
                <TableCell>
                  <FormattedMessage {...studyDocumentMessages.issuedAt} />
                </TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((document) => (
                <DocumentRow key={document.id} document={document} />
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Paper>
  );
}
