import AddIcon from '@mui/icons-material/Add';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { useInstitutionChoices } from '@/components/institution/use-institution-choices';
import { DataTable, type Column } from '@/components/list/DataTable';
import { DeleteButton } from '@/components/list/DeleteButton';
import { FilterSelect } from '@/components/list/FilterSelect';
import { useListParams } from '@/components/list/list-params';
import { ListPagination } from '@/components/list/ListPagination';
import { SearchField } from '@/components/list/SearchField';
import { StatusTag } from '@/components/list/StatusTag';
import { sharedMessages, statusMessages } from '@/components/messages';
import { PageHeader } from '@/components/PageHeader';
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
      {
        id: 'actions',
        header: <FormattedMessage {...sharedMessages.actions} />,
        align: 'right',
        render: (row) => (
          <Stack direction="row" spacing={0.5} justifyContent="flex-end">
            <Tooltip title={intl.formatMessage(sharedMessages.view)}>
              <IconButton size="small" aria-label={intl.formatMessage(sharedMessages.view)} component={RouterLink} to={staffPreviewPath(scope, row.id)}>
                <VisibilityOutlinedIcon fontSize="small" />
              </IconButton>
            </Tooltip>
            {canEdit && (
              <Tooltip title={intl.formatMessage(sharedMessages.edit)}>
                <IconButton size="small" aria-label={intl.formatMessage(sharedMessages.edit)} component={RouterLink} to={staffEditPath(row.id, row.citizen_id)}>
                  <EditOutlinedIcon fontSize="small" />
                </IconButton>
              </Tooltip>
            )}
            {canDelete && <DeleteButton onDelete={() => deleteStaff.mutateAsync(row.id)} />}
          </Stack>
        ),
      },
    );
    return list;
  }, [intl, nameOf, scope, ministry, choices, canEdit, canDelete, deleteStaff]);

  return (
    <>
      <PageHeader
        title={<FormattedMessage {...staffMessages.title} />}
        actions={
          canAdd && (
            <Button component={RouterLink} to={staffPaths.add} variant="contained" startIcon={<AddIcon />}>
              <FormattedMessage {...sharedMessages.add} />
            </Button>
          )
        }
      />
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5} sx={{ mb: 2 }} useFlexGap flexWrap="wrap">
        <SearchField value={params.search ?? ''} placeholder={intl.formatMessage(staffMessages.search)} onChange={(search) => update({ search })} />
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
          <FilterSelect
            name="institution_id"
            label={intl.formatMessage(staffMessages.institution)}
            value={params.institution_id as string | undefined}
            options={choices.institutions.map((institution) => ({ value: String(institution.id), label: nameOf(institution.name) }))}
            onChange={(institution_id) => update({ institution_id })}
          />
        )}
      </Stack>
      <DataTable
        columns={columns}
        rows={staffs.data?.results}
        rowKey={(row) => row.id}
        loading={staffs.isFetching}
        ordering={params.ordering}
        onOrderingChange={(ordering) => update({ ordering })}
        footer={<ListPagination count={staffs.data?.count ?? 0} page={params.page} limit={params.limit} onChange={update} />}
      />
    </>
  );
}
