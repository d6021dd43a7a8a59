import ArchiveOutlinedIcon from '@mui/icons-material/ArchiveOutlined';
import BlockOutlinedIcon from '@mui/icons-material/BlockOutlined';
import CallSplitOutlinedIcon from '@mui/icons-material/CallSplitOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import FactCheckOutlinedIcon from '@mui/icons-material/FactCheckOutlined';
import TaskAltOutlinedIcon from '@mui/icons-material/TaskAltOutlined';
import UndoOutlinedIcon from '@mui/icons-material/UndoOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { FormattedMessage, type MessageDescriptor } from 'react-intl';
import { generatePath, Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { errorMessages, fieldErrors } from '@/api/client';
import { HistoryTabs } from '@/components/audit/HistoryTabs';
import { ContentLoader } from '@/components/feedback/FullScreenLoader';
import { DeleteButton } from '@/components/list/DeleteButton';
import { sharedMessages } from '@/components/messages';
import { PageHeader } from '@/components/PageHeader';
import { useAccess } from '@/lib/access';
import { localized } from '@/lib/format';
import { confirm } from '@/store/confirm';
import { notifySuccess } from '@/store/notifications';
import { useUi } from '@/store/ui';
import { useChangeStatus, type StatusAction } from '../api/change-status';
import { useDeleteCurriculum } from '../api/delete-curriculum';
import { useCurriculum } from '../api/get-curriculum';
import type { PermissionCode } from '@/api/types';
import type { CurriculumAction, CurriculumDetail } from '../api/types';
import { CurriculumStatusTag } from '../components/CurriculumStatusTag';
import { useCurriculumLabels } from '../components/labels';
import { assessmentMessages, curriculumMessages } from '../messages';
import { curriculaPaths } from '../paths';
import { CardField } from '@/components/CardField';

/** The permission each action of the preview asks for, beside the state machine's allowed_actions. */
export const ACTION_PERMISSIONS: Record<CurriculumAction, PermissionCode> = {
  approve: 'curriculum-approve',
  distribute: 'curriculum-split-to-semesters',
  cancel: 'curriculum-cancel',
  inactivate: 'curriculum-inactivate',
  archive: 'curriculum-archive',
  edit: 'curriculum-edit',
  delete: 'curriculum-delete',
};

const STATUS_BUTTONS: { action: StatusAction; label: MessageDescriptor; done: MessageDescriptor; ask?: MessageDescriptor; icon: ReactNode }[] = [
  { action: 'approve', label: curriculumMessages.approve, done: curriculumMessages.approved, icon: <TaskAltOutlinedIcon /> },
  { action: 'cancel', label: curriculumMessages.cancel, done: curriculumMessages.cancelled, ask: curriculumMessages.cancelConfirm, icon: <UndoOutlinedIcon /> },
  {
    action: 'inactivate',
    label: curriculumMessages.inactivate,
    done: curriculumMessages.inactivated,
    ask: curriculumMessages.inactivateConfirm,
    icon: <BlockOutlinedIcon />,
  },
  { action: 'archive', label: curriculumMessages.archive, done: curriculumMessages.archived, ask: curriculumMessages.archiveConfirm, icon: <ArchiveOutlinedIcon /> },
];


function Details({ data }: { data: CurriculumDetail }) {
  const language = useUi((state) => state.language);
  const labels = useCurriculumLabels();
  return (
    <Stack spacing={2}>
      <Paper variant="outlined" sx={{ px: 3, py: 1 }} data-testid="curriculum-preview">
        <CardField label={curriculumMessages.id}>{data.id}</CardField>
        <CardField label={curriculumMessages.name}>{data.name}</CardField>
        <CardField label={curriculumMessages.status}>
          <CurriculumStatusTag status={data.status} />
        </CardField>
        <CardField label={curriculumMessages.institution}>{localized(data.institution?.name, language) || '—'}</CardField>
        <CardField label={curriculumMessages.subjectType}>{localized(data.subject_type?.name, language) || '—'}</CardField>
        <CardField label={curriculumMessages.years}>
          {data.start_year}–{data.second_year} … {data.end_year}
        </CardField>
        <CardField label={curriculumMessages.direction}>
          {data.edu_direction ? `${data.edu_direction.code} — ${localized(data.edu_direction.name, language)}` : '—'}
        </CardField>
        <CardField label={curriculumMessages.eduForm}>{labels.eduForm(data.edu_form)}</CardField>
        <CardField label={curriculumMessages.template}>{localized(data.curriculum_template?.name, language) || '—'}</CardField>
        <CardField label={curriculumMessages.language}>{labels.language(data.edu_language)}</CardField>
        <CardField label={curriculumMessages.ratingType}>{labels.ratingType(data.rating_type)}</CardField>
        <CardField label={curriculumMessages.semesters}>{data.number_of_semesters}</CardField>
      </Paper>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          <FormattedMessage {...curriculumMessages.allSubjects} />
        </Typography>
        <Table size="small" data-testid="curriculum-subjects">
          <TableHead>
            <TableRow>
              <TableCell>
                <FormattedMessage {...curriculumMessages.subject} />
              </TableCell>
              <TableCell align="right">
                <FormattedMessage {...curriculumMessages.allocatedHours} />
              </TableCell>
              <TableCell align="right">
                <FormattedMessage {...curriculumMessages.remainingHours} />
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data.edu_subject.map((row) => (
              <TableRow key={row.edu_subject_id}>
                <TableCell>{row.edu_subject ? localized(row.edu_subject.name, language) : `#${row.edu_subject_id}`}</TableCell>
                <TableCell align="right">{row.study_hours}</TableCell>
                <TableCell align="right">{row.remaining_hours ?? '—'}</TableCell>
              </TableRow>
            ))}
            {data.edu_subject.length === 0 && (
              <TableRow>
                <TableCell colSpan={3}>
                  <FormattedMessage {...curriculumMessages.noSubjects} />
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </Paper>
    </Stack>
  );
}

/** A curriculum's details and its actions: each shown when the role holds its permission and the state allows it. */
export default function CurriculumPreviewPage() {
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const access = useAccess();
  const curriculum = useCurriculum(id);
  const changeStatus = useChangeStatus(id);
  const deleteCurriculum = useDeleteCurriculum();
  const data = curriculum.data;
  const can = (action: CurriculumAction) => Boolean(data?.allowed_actions.includes(action) && access.permissions.has(ACTION_PERMISSIONS[action]));

  const run = async (button: (typeof STATUS_BUTTONS)[number]) => {
    if (!data) return;
    if (button.ask && !(await confirm(button.ask))) return;
    changeStatus.mutate({ action: button.action, version: data.version }, { onSuccess: () => notifySuccess(button.done) });
  };

  return (
    <>
      <PageHeader
        title={<FormattedMessage {...curriculumMessages.previewTitle} />}
        back={curriculaPaths.list}
        actions={
          data && (
            <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" justifyContent="flex-end">
              {/* The plans are read in every state; the state's own actions follow. */}
              <Button
                component={RouterLink}
                to={generatePath(curriculaPaths.assessment, { id: String(id) })}
                variant="outlined"
                startIcon={<FactCheckOutlinedIcon />}
                data-testid="curriculum-assessment-link"
              >
                <FormattedMessage {...assessmentMessages.title} />
              </Button>
              <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" justifyContent="flex-end" data-testid="curriculum-actions">
                {STATUS_BUTTONS.filter((button) => can(button.action)).map((button) => (
                  <Button
                    key={button.action}
                    variant={button.action === 'approve' ? 'contained' : 'outlined'}
                    color={button.action === 'approve' ? 'success' : 'inherit'}
                    startIcon={button.icon}
                    loading={changeStatus.isPending && changeStatus.variables?.action === button.action}
                    disabled={changeStatus.isPending}
                    onClick={() => void run(button)}
                  >
                    <FormattedMessage {...button.label} />
                  </Button>
                ))}
                {can('distribute') && (
                  <Button component={RouterLink} to={generatePath(curriculaPaths.subjects, { id: String(id) })} variant="outlined" startIcon={<CallSplitOutlinedIcon />}>
                    <FormattedMessage {...curriculumMessages.distribute} />
                  </Button>
                )}
                {can('edit') && (
                  <Button component={RouterLink} to={generatePath(curriculaPaths.edit, { id: String(id) })} variant="contained" startIcon={<EditOutlinedIcon />}>
                    <FormattedMessage {...sharedMessages.edit} />
                  </Button>
                )}
                {can('delete') && (
                  <DeleteButton variant="button" onDelete={() => deleteCurriculum.mutateAsync(id)} onDeleted={() => void navigate(curriculaPaths.list)} />
                )}
              </Stack>
            </Stack>
          )
        }
      />
      {curriculum.isLoading && <ContentLoader />}
      {(curriculum.isError || !(id > 0)) && (
        <Alert severity="error">
          <FormattedMessage {...sharedMessages.empty} />
        </Alert>
      )}
      {changeStatus.isError && (
        // The server's refusal (hours left to distribute, a group studying by it) stays until the next try.
        <Alert severity="error" sx={{ mb: 2 }} data-testid="action-error" onClose={() => changeStatus.reset()}>
          {[...new Set([...errorMessages(changeStatus.error), ...Object.values(fieldErrors(changeStatus.error)).flat()])].map((text) => (
            <div key={text}>{text}</div>
          ))}
        </Alert>
      )}
      {data && (
        <HistoryTabs entityType="curriculum" entityId={id}>
          <Details data={data} />
        </HistoryTabs>
      )}
    </>
  );
}
