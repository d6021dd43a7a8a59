import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import Link from '@mui/material/Link';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { InstitutionFilter } from '@/components/institution/InstitutionFilter';
import { useInstitutionChoices } from '@/components/institution/use-institution-choices';
import type { Column } from '@/components/list/DataTable';
import { FilterSelect } from '@/components/list/FilterSelect';
import { useListParams } from '@/components/list/list-params';
import { ListPage } from '@/components/list/ListPage';
import { actionsColumn, RowAction, RowActions } from '@/components/list/RowActions';
import { StatusTag } from '@/components/list/StatusTag';
import { sharedMessages, statusMessages } from '@/components/messages';
import { useCan } from '@/lib/access';
import { useDeleteStaff } from '../api/delete-staff';
import { usePositions } from '../api/get-staff-reference';
import { useStaffs } from '../api/get-staffs';
import { fullName, STAFF_STATUSES, type Staff } from '../api/types';
import { staffMessages } from '../messages';
import { staffEditPath, staffPaths, staffPreviewPath, type StaffScope } from '../paths';
import { useNameOf } from './labels';
import { PositionsCell } from './PositionsCell';

const FILTERS = ['status', 'position_id', 'institution_id'] as const;

/**
 * The staff of the current institution (TM: add, edit and delete by permission) or of every
 * institution, filterable by institution (OTV: read-only). Search, filters and paging live in the URL.
 */
export function StaffList({ scope }: { scope: StaffScope }) {
  const intl = useIntl();
  const nameOf = useNameOf();
  const { params, update } = useListParams(FILTERS);
  const ministry = scope === 'otv';
  const query = useMemo(() => (ministry ? params : { ...params, institution_id: undefined }), [ministry, params]);
  const staffs = useStaffs(query);
  const positions = usePositions();
  const choices = useInstitutionChoices();
  const deleteStaff = useDeleteStaff();
  const canAdd = useCan('staff-add') && !ministry;
  const canEdit = useCan('staff-edit') && !ministry;
  const canDelete = useCan('staff-delete') && !ministry;

  const columns = useMemo<Column<Staff>[]>(() => {
    const list: Column<Staff>[] = [
      { id: 'id', header: <FormattedMessage {...staffMessages.id} />, render: (row) => row.id, sortField: 'id', width: 72, nowrap: true },
      {
        id: 'full_name',
        header: <FormattedMessage {...staffMessages.fullName} />,
        sortField: 'full_name',
        render: (row) => (
          <Link component={RouterLink} to={staffPreviewPath(scope, row.id)} underline="hover">
            {fullName(row.citizen)}
          </Link>
        ),
      },
      { id: 'pinfl', header: <FormattedMessage {...staffMessages.pinfl} />, nowrap: true, render: (row) => row.citizen.pinfl },
      { id: 'positions', header: <FormattedMessage {...staffMessages.positions} />, render: (row) => <PositionsCell staff={row} /> },
    ];
    if (ministry) {
      list.push({
        id: 'institution',
        header: <FormattedMessage {...staffMessages.institution} />,
        render: (row) => nameOf(row.institution?.name) || choices.nameOf(row.institution_id),
      });
    }
    list.push(
      { id: 'status', header: <FormattedMessage {...staffMessages.status} />, render: (row) => <StatusTag status={row.status} /> },
      actionsColumn((row) => (
        <RowActions
          edit={canEdit ? staffEditPath(row.id, row.citizen_id) : undefined}
          onDelete={canDelete ? () => deleteStaff.mutateAsync(row.id) : undefined}
        >
          <RowAction label={intl.formatMessage(sharedMessages.view)} icon={<VisibilityOutlinedIcon fontSize="small" />} to={staffPreviewPath(scope, row.id)} />
        </RowActions>
      )),
    );
    return list;
  }, [intl, nameOf, scope, ministry, choices, canEdit, canDelete, deleteStaff]);

  return (
    <ListPage
      exportPath="/staffs/"
      exportQuery={query}
      title={<FormattedMessage {...staffMessages.title} />}
      add={canAdd && { to: staffPaths.add }}
      searchPlaceholder={intl.formatMessage(staffMessages.search)}
      filters={
        <>
          <FilterSelect
            name="status"
            label={intl.formatMessage(staffMessages.status)}
            value={params.status as string | undefined}
            options={STAFF_STATUSES.map((status) => ({ value: status, label: intl.formatMessage(statusMessages[status]) }))}
            onChange={(status) => update({ status })}
          />
          <FilterSelect
            name="position_id"
            label={intl.formatMessage(staffMessages.position)}
            value={params.position_id as string | undefined}
            options={(positions.data?.results ?? []).map((position) => ({ value: String(position.id), label: nameOf(position.name) }))}
            onChange={(position_id) => update({ position_id })}
          />
          {ministry && (
            <InstitutionFilter
              choices={choices}
              label={staffMessages.institution}
              value={params.institution_id as string | undefined}
              onChange={(institution_id) => update({ institution_id })}
            />
          )}
        </>
      }
      columns={columns}
      rowKey={(row) => row.id}
      list={staffs}
      params={params}
      update={update}
    />
  );
}
