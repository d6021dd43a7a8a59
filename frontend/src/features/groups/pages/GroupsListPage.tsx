import CallSplitOutlinedIcon from '@mui/icons-material/CallSplitOutlined';
import GradingOutlinedIcon from '@mui/icons-material/GradingOutlined';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import Link from '@mui/material/Link';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import type { Column } from '@/components/list/DataTable';
import { FilterSelect } from '@/components/list/FilterSelect';
import { useListParams } from '@/components/list/list-params';
import { ListPage } from '@/components/list/ListPage';
import { actionsColumn, RowAction, RowActions } from '@/components/list/RowActions';
import { StatusTag } from '@/components/list/StatusTag';
import { sharedMessages, statusMessages } from '@/components/messages';
import { useCan } from '@/lib/access';
import { useDeleteGroup } from '../api/delete-group';
import { useApprovedCurricula } from '../api/get-references';
import { useGroups } from '../api/get-groups';
import { COURSES, GROUP_STATUSES, type Group } from '../api/types';
import { useGroupLabels } from '../components/labels';
import { groupMessages } from '../messages';
import { groupPath, groupsPaths } from '../paths';

/** Filters kept in the URL besides paging, search and ordering. */
export const GROUP_FILTERS = ['course', 'status', 'curriculum_id'] as const;

export default function GroupsListPage() {
  const intl = useIntl();
  const labels = useGroupLabels();
  const { params, update } = useListParams(GROUP_FILTERS);
  const groups = useGroups(params);
  const curricula = useApprovedCurricula();
  const deleteGroup = useDeleteGroup();
  const canAdd = useCan('edu-group-add');
  const canEdit = useCan('edu-group-edit');
  const canDelete = useCan('edu-group-delete');

  const columns = useMemo<Column<Group>[]>(() => {
    const preview = (row: Group) => groupPath(groupsPaths.preview, row.id);
    return [
      { id: 'id', header: <FormattedMessage {...groupMessages.id} />, render: (row) => row.id, sortField: 'id', width: 72, nowrap: true },
      {
        id: 'name',
        header: <FormattedMessage {...groupMessages.name} />,
        sortField: 'name',
        render: (row) => (
          <Link component={RouterLink} to={preview(row)} underline="hover">
            {row.name}
          </Link>
        ),
      },
      { id: 'course', header: <FormattedMessage {...groupMessages.course} />, sortField: 'course', nowrap: true, render: (row) => labels.course(row.course) },
      { id: 'semester', header: <FormattedMessage {...groupMessages.semester} />, nowrap: true, render: (row) => labels.semester(row.current_semester) },
      { id: 'curriculum', header: <FormattedMessage {...groupMessages.curriculum} />, render: (row) => row.curriculum?.name ?? '—' },
      {
        id: 'students',
        header: <FormattedMessage {...groupMessages.students} />,
        align: 'right',
        nowrap: true,
        render: (row) => <span data-testid="group-students">{`${row.current_number_of_students} / ${row.number_of_students}`}</span>,
      },
      { id: 'status', header: <FormattedMessage {...groupMessages.status} />, render: (row) => <StatusTag status={row.status} /> },
      actionsColumn((row) => (
        <RowActions
          edit={canEdit ? groupPath(groupsPaths.edit, row.id) : undefined}
          onDelete={canDelete ? () => deleteGroup.mutateAsync(row.id) : undefined}
        >
          <RowAction label={intl.formatMessage(sharedMessages.view)} icon={<VisibilityOutlinedIcon fontSize="small" />} to={preview(row)} />
          <RowAction label={intl.formatMessage(groupMessages.rating)} icon={<GradingOutlinedIcon fontSize="small" />} to={groupPath(groupsPaths.rating, row.id)} />
          <RowAction label={intl.formatMessage(groupMessages.grouping)} icon={<CallSplitOutlinedIcon fontSize="small" />} to={groupPath(groupsPaths.grouping, row.id)} />
        </RowActions>
      )),
    ];
  }, [intl, labels, canEdit, canDelete, deleteGroup]);

  return (
    <ListPage
      exportPath="/edu-groups/"
      title={<FormattedMessage {...groupMessages.title} />}
      add={canAdd && { to: groupsPaths.add }}
      searchPlaceholder={intl.formatMessage(groupMessages.search)}
      filters={
        <>
          <FilterSelect
            name="course"
            label={intl.formatMessage(groupMessages.course)}
            value={params.course as string | undefined}
            options={COURSES.map((course) => ({ value: String(course), label: labels.course(course) }))}
            onChange={(course) => update({ course })}
          />
          <FilterSelect
            name="status"
            label={intl.formatMessage(groupMessages.status)}
            value={params.status as string | undefined}
            options={GROUP_STATUSES.map((status) => ({ value: status, label: intl.formatMessage(statusMessages[status]) }))}
            onChange={(status) => update({ status })}
          />
          <FilterSelect
            name="curriculum_id"
            label={intl.formatMessage(groupMessages.curriculum)}
            value={params.curriculum_id as string | undefined}
            options={(curricula.data?.results ?? []).map((curriculum) => ({ value: String(curriculum.id), label: curriculum.name }))}
            onChange={(curriculum_id) => update({ curriculum_id })}
          />
        </>
      }
      columns={columns}
      rowKey={(row) => row.id}
      list={groups}
      params={params}
      update={update}
    />
  );
}
