import BlockOutlinedIcon from '@mui/icons-material/BlockOutlined';
import CalendarMonthOutlinedIcon from '@mui/icons-material/CalendarMonthOutlined';
import CallSplitOutlinedIcon from '@mui/icons-material/CallSplitOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import GradingOutlinedIcon from '@mui/icons-material/GradingOutlined';
import MenuBookOutlinedIcon from '@mui/icons-material/MenuBookOutlined';
import UpgradeOutlinedIcon from '@mui/icons-material/UpgradeOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { HistoryTabs } from '@/components/audit/HistoryTabs';
import { ContentLoader } from '@/components/feedback/FullScreenLoader';
import { DataTable, type Column } from '@/components/list/DataTable';
import { DeleteButton } from '@/components/list/DeleteButton';
import { ListTotal } from '@/components/list/ListTotal';
import { StatusTag } from '@/components/list/StatusTag';
import { sharedMessages } from '@/components/messages';
import { PageHeader } from '@/components/PageHeader';
import { useCan } from '@/lib/access';
import { localized } from '@/lib/format';
import { confirm } from '@/store/confirm';
import { notifySuccess } from '@/store/notifications';
import { useUi } from '@/store/ui';
import { useDeleteGroup } from '../api/delete-group';
import { useGroup } from '../api/get-group';
import { useGroupStudents } from '../api/get-group-students';
import { useInactivateGroup } from '../api/inactivate-group';
import type { Group, GroupStudent } from '../api/types';
import { CardField } from '@/components/CardField';
import { GroupAbsences } from '../components/GroupAbsences';
import { useGroupLabels } from '../components/labels';
import { PromotionDialog } from '../components/PromotionDialog';
import { StudentStatusTag } from '../components/StudentStatusTag';
import { groupMessages } from '../messages';
import { groupJournalPath, groupPath, groupSchedulePath, groupsPaths, studentPreviewPath } from '../paths';

/**
 * One group: its card and its students; the rating sheet and the subgroups are reached from here,
 * and the promotion to the next course, inactivate, edit and delete appear by permission. A
 * History tab for a role with audit-view.
 */
export default function GroupPreviewPage() {
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const group = useGroup(id);
  const deleteGroup = useDeleteGroup();
  const inactivate = useInactivateGroup(id);
  const canEdit = useCan('edu-group-edit');
  const canDelete = useCan('edu-group-delete');
  const canInactivate = useCan('edu-group-inactivate');
  const canViewJournal = useCan('journal-view');
  const canTransfer = useCan('student-transfer');
  const [promoting, setPromoting] = useState(false);
  const data = group.data;

  const onInactivate = async (current: Group) => {
    if (!(await confirm(groupMessages.inactivateConfirm))) return;
    inactivate.mutate(current.version, { onSuccess: () => notifySuccess(groupMessages.inactivated) });
  };

  return (
    <>
      <PageHeader
        title={<FormattedMessage {...groupMessages.previewTitle} />}
        back={groupsPaths.list}
        actions={
          data && (
            <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" justifyContent="flex-end">
              <Button component={RouterLink} to={groupPath(groupsPaths.rating, id)} variant="outlined" startIcon={<GradingOutlinedIcon />}>
                <FormattedMessage {...groupMessages.rating} />
              </Button>
              {canViewJournal && (
                <Button component={RouterLink} to={groupJournalPath(id)} variant="outlined" startIcon={<MenuBookOutlinedIcon />} data-testid="group-journal-link">
                  <FormattedMessage {...groupMessages.journal} />
                </Button>
              )}
              <Button component={RouterLink} to={groupSchedulePath(id)} variant="outlined" startIcon={<CalendarMonthOutlinedIcon />} data-testid="group-schedule-link">
                <FormattedMessage {...groupMessages.schedule} />
              </Button>
              <Button component={RouterLink} to={groupPath(groupsPaths.grouping, id)} variant="outlined" startIcon={<CallSplitOutlinedIcon />}>
                <FormattedMessage {...groupMessages.grouping} />
              </Button>
              {canTransfer && (
                <Button variant="outlined" startIcon={<UpgradeOutlinedIcon />} onClick={() => setPromoting(true)} data-testid="group-promote">
                  <FormattedMessage {...groupMessages.promote} />
                </Button>
              )}
              {canInactivate && data.status === 'ACTIVE' && (
                <Button variant="outlined" color="warning" startIcon={<BlockOutlinedIcon />} loading={inactivate.isPending} onClick={() => void onInactivate(data)}>
                  <FormattedMessage {...groupMessages.inactivate} />
                </Button>
              )}
              {canEdit && (
                <Button component={RouterLink} to={groupPath(groupsPaths.edit, id)} variant="contained" startIcon={<EditOutlinedIcon />}>
                  <FormattedMessage {...sharedMessages.edit} />
                </Button>
              )}
              {canDelete && <DeleteButton variant="button" onDelete={() => deleteGroup.mutateAsync(id)} onDeleted={() => void navigate(groupsPaths.list)} />}
            </Stack>
          )
        }
      />
      {group.isLoading && <ContentLoader />}
      {(group.isError || !(id > 0)) && (
        <Alert severity="error">
          <FormattedMessage {...sharedMessages.empty} />
        </Alert>
      )}
      {data && (
        <HistoryTabs entityType="group" entityId={id}>
          <Stack spacing={2}>
            <GroupAbsences id={id} />
            <GroupCard group={data} />
            <GroupStudents id={id} />
          </Stack>
        </HistoryTabs>
      )}
      {data && promoting && <PromotionDialog group={data} onClose={() => setPromoting(false)} />}
    </>
  );
}

function GroupCard({ group }: { group: Group }) {
  const language = useUi((state) => state.language);
  const labels = useGroupLabels();
  return (
    <Paper variant="outlined" sx={{ px: 3, py: 1 }} data-testid="group-preview">
      <CardField label={groupMessages.id}>{group.id}</CardField>
      <CardField label={groupMessages.name}>{group.name}</CardField>
      <CardField label={groupMessages.status}>
        <StatusTag status={group.status} />
      </CardField>
      <CardField label={groupMessages.course}>{labels.course(group.course)}</CardField>
      <CardField label={groupMessages.semester}>{labels.semester(group.current_semester)}</CardField>
      <CardField label={groupMessages.numberOfStudents}>{group.number_of_students}</CardField>
      <CardField label={groupMessages.currentNumberOfStudents}>{group.current_number_of_students}</CardField>
      <CardField label={groupMessages.openedYear}>{group.opened_year}</CardField>
      <CardField label={groupMessages.curriculum}>{group.curriculum?.name ?? '—'}</CardField>
      <CardField label={groupMessages.direction}>
        {group.edu_direction ? `${group.edu_direction.code} — ${localized(group.edu_direction.name, language)}` : '—'}
      </CardField>
      <CardField label={groupMessages.eduForm}>{labels.eduForm(group.edu_form)}</CardField>
      <CardField label={groupMessages.language}>{labels.language(group.edu_language)}</CardField>
    </Paper>
  );
}

function GroupStudents({ id }: { id: number }) {
  const students = useGroupStudents(id);
  const canViewStudents = useCan('student-view');
  const columns = useMemo<Column<GroupStudent>[]>(
    () => [
      {
        id: 'fio',
        header: <FormattedMessage {...groupMessages.studentFio} />,
        render: (row) =>
          canViewStudents ? (
            <Link component={RouterLink} to={studentPreviewPath(row.id)} underline="hover">
              {row.fio}
            </Link>
          ) : (
            row.fio
          ),
      },
      { id: 'pinfl', header: <FormattedMessage {...groupMessages.studentPinfl} />, nowrap: true, render: (row) => row.pinfl },
      { id: 'status', header: <FormattedMessage {...groupMessages.studentStatus} />, render: (row) => <StudentStatusTag status={row.student_status} /> },
    ],
    [canViewStudents],
  );
  return (
    <Stack spacing={1} data-testid="group-students-table">
      <Typography variant="h6" component="h2">
        <FormattedMessage {...groupMessages.studentsTitle} />
      </Typography>
      <DataTable
        columns={columns}
        rows={students.data?.results}
        rowKey={(row) => row.id}
        loading={students.isFetching}
        footer={<ListTotal count={students.data?.count ?? 0} />}
      />
    </Stack>
  );
}
