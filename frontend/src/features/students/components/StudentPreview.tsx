import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import SwapHorizOutlinedIcon from '@mui/icons-material/SwapHorizOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
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
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { HistoryTabs } from '@/components/audit/HistoryTabs';
import { DatePickersProvider } from '@/components/dates/DatePickersProvider';
import { ContentLoader } from '@/components/feedback/FullScreenLoader';
import { DeleteButton } from '@/components/list/DeleteButton';
import { sharedMessages } from '@/components/messages';
import { PageHeader } from '@/components/PageHeader';
import { useCan } from '@/lib/access';
import { formatDate, formatDateTime, localized } from '@/lib/format';
import { useUi } from '@/store/ui';
import { useDeleteStudent } from '../api/delete-student';
import { useStudent } from '../api/get-student';
import type { StudentDetail } from '../api/types';
import { resultMessages, studentMessages, studyDocumentMessages } from '../messages';
import { studentListPath, studentPath, studentsPaths, type StudentScope } from '../paths';
import { useStudentLabels } from './labels';
import { PortalCard } from './PortalCard';
import { StatusDialog } from './StatusDialog';
import { StudentDocuments } from './StudentDocuments';
import { StudentResults } from './StudentResults';
import { StudentStatusTag } from './StudentStatusTag';
import { CardField } from '@/components/CardField';


/**
 * One student: the card, their portal accounts (own institution), the history of their status and
 * (with audit-view) the History tab. At
 * institution level edit, delete and the status change appear by permission; the ministry's view
 * is read-only and names the institution.
 */
export function StudentPreview({ scope }: { scope: StudentScope }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const student = useStudent(id);
  const deleteStudent = useDeleteStudent();
  const own = scope === 'otm';
  const canEdit = useCan('student-edit') && own;
  const canDelete = useCan('student-delete') && own;
  const [changing, setChanging] = useState(false);
  const list = studentListPath(scope);
  const data = student.data;

  return (
    <DatePickersProvider>
      <PageHeader
        title={<FormattedMessage {...studentMessages.previewTitle} />}
        back={list}
        actions={
          data && (
            <Stack direction="row" spacing={1}>
              {canEdit && data.allowed_statuses.length > 0 && (
                <Button variant="outlined" startIcon={<SwapHorizOutlinedIcon />} onClick={() => setChanging(true)}>
                  <FormattedMessage {...studentMessages.changeStatus} />
                </Button>
              )}
              {canEdit && (
                <Button component={RouterLink} to={studentPath(studentsPaths.edit, id)} variant="contained" startIcon={<EditOutlinedIcon />}>
                  <FormattedMessage {...sharedMessages.edit} />
                </Button>
              )}
              {canDelete && <DeleteButton variant="button" onDelete={() => deleteStudent.mutateAsync(id)} onDeleted={() => void navigate(list)} />}
            </Stack>
          )
        }
      />
      {student.isLoading && <ContentLoader />}
      {(student.isError || !(id > 0)) && (
        <Alert severity="error">
          <FormattedMessage {...sharedMessages.empty} />
        </Alert>
      )}
      {data && (
        <HistoryTabs
          entityType="student"
          entityId={id}
          tabs={[
            { value: 'results', label: intl.formatMessage(resultMessages.tab), content: <StudentResults studentId={id} /> },
            { value: 'documents', label: intl.formatMessage(studyDocumentMessages.tab), content: <StudentDocuments studentId={id} own={own} /> },
          ]}
        >
          <Stack spacing={2}>
            <StudentCard student={data} own={own} />
            {own && <PortalCard student={data} />}
            <StatusHistory student={data} />
          </Stack>
        </HistoryTabs>
      )}
      {data && changing && <StatusDialog student={data} onClose={() => setChanging(false)} />}
    </DatePickersProvider>
  );
}

/** The group's card lives in the groups area; linked by its path only. */
const groupPreviewPath = (id: number) => `/education-process-otm/group/preview/${id}`;

function StudentCard({ student, own }: { student: StudentDetail; own: boolean }) {
  const language = useUi((state) => state.language);
  const labels = useStudentLabels();
  const canViewGroup = useCan('edu-group-view') && own;
  const group = student.edu_group;
  const groupText = group ? `${group.name} (${labels.course(group.course)})` : '—';
  return (
    <Paper variant="outlined" sx={{ px: 3, py: 1 }} data-testid="student-preview">
      <CardField label={studentMessages.id}>{student.id}</CardField>
      <CardField label={studentMessages.fio}>{student.fio}</CardField>
      <CardField label={studentMessages.status}>
        <StudentStatusTag status={student.student_status} />
      </CardField>
      <CardField label={studentMessages.pinfl}>{student.pinfl}</CardField>
      <CardField label={studentMessages.serialNumber}>{student.serial_number || '—'}</CardField>
      <CardField label={studentMessages.birthDate}>{formatDate(student.birth_date)}</CardField>
      <CardField label={studentMessages.gender}>{labels.gender(student.gender)}</CardField>
      <CardField label={studentMessages.socialStatus}>{student.social_status || '—'}</CardField>
      <CardField label={studentMessages.group}>
        {group && canViewGroup ? (
          <Link component={RouterLink} to={groupPreviewPath(group.id)} underline="hover">
            {groupText}
          </Link>
        ) : (
          groupText
        )}
      </CardField>
      {!own && <CardField label={studentMessages.login}>{student.login || '—'}</CardField>}
      {!own && <CardField label={studentMessages.institution}>{localized(student.institution?.name, language) || '—'}</CardField>}
    </Paper>
  );
}

function StatusHistory({ student }: { student: StudentDetail }) {
  const labels = useStudentLabels();
  const history = student.status_history ?? [];
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="student-status-history">
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        <FormattedMessage {...studentMessages.historyTitle} />
      </Typography>
      {history.length === 0 ? (
        <Typography color="text.secondary">
          <FormattedMessage {...studentMessages.historyEmpty} />
        </Typography>
      ) : (
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>
                <FormattedMessage {...studentMessages.statusDate} />
              </TableCell>
              <TableCell>
                <FormattedMessage {...studentMessages.historyFrom} />
              </TableCell>
              <TableCell>
                <FormattedMessage {...studentMessages.historyTo} />
              </TableCell>
              <TableCell>
                <FormattedMessage {...studentMessages.statusReason} />
              </TableCell>
              <TableCell>
                <FormattedMessage {...studentMessages.orderNumber} />
              </TableCell>
              <TableCell>
                <FormattedMessage {...studentMessages.historyRecorded} />
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {history.map((entry) => (
              <TableRow key={entry.id}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(entry.date)}</TableCell>
                <TableCell>{entry.from_status ? labels.status(entry.from_status) : '—'}</TableCell>
                <TableCell>{labels.status(entry.to_status)}</TableCell>
                <TableCell>{entry.reason || '—'}</TableCell>
                <TableCell>{entry.order_number || '—'}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(entry.created_at)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Paper>
  );
}
