import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { DataTable, type Column } from '@/components/list/DataTable';
import { DeleteButton } from '@/components/list/DeleteButton';
import { FilterSelect } from '@/components/list/FilterSelect';
import { useListParams } from '@/components/list/list-params';
import { ListPagination } from '@/components/list/ListPagination';
import { SearchField } from '@/components/list/SearchField';
import { sharedMessages } from '@/components/messages';
import { PageHeader } from '@/components/PageHeader';
import { useCan } from '@/lib/access';
import { useDeleteRole } from '../api/delete-role';
import { useRoles } from '../api/get-roles';
import type { Role } from '../api/types';
import { roleMessages } from '../messages';
import { rolesPaths } from '../paths';

const FILTERS = ['level'] as const;

export default function RolesListPage() {
  const intl = useIntl();
  const { params, update } = useListParams(FILTERS);
  const roles = useRoles(params);
  const deleteRole = useDeleteRole();
  const canAdd = useCan('role-add');
  const canDelete = useCan('role-delete');

  const columns = useMemo<Column<Role>[]>(() => {
    const list: Column<Role>[] = [
      { id: 'id', header: <FormattedMessage {...roleMessages.id} />, render: (role) => role.id, sortField: 'id', width: 72 },
      {
        id: 'name',
        header: <FormattedMessage {...roleMessages.name} />,
        sortField: 'name',
        render: (role) => (
          <Stack direction="row" spacing={1} alignItems="center">
            <span>{role.name}</span>
            {role.is_system && <Chip size="small" variant="outlined" color="warning" label={intl.formatMessage(roleMessages.system)} />}
          </Stack>
        ),
      },
      {
        id: 'level',
        header: <FormattedMessage {...roleMessages.level} />,
        render: (role) => intl.formatMessage(role.level === 'MINISTRY' ? sharedMessages.levelMinistry : sharedMessages.levelInstitution),
      },
      { id: 'permissions', header: <FormattedMessage {...roleMessages.permissionCount} />, align: 'right', render: (role) => role.permissions.length },
    ];
    if (canDelete) {
      list.push({
        id: 'actions',
        header: <FormattedMessage {...sharedMessages.actions} />,
        align: 'right',
        render: (role) => <DeleteButton disabled={role.is_system} onDelete={() => deleteRole.mutateAsync(role.id)} />,
      });
    }
    return list;
  }, [intl, canDelete, deleteRole]);

  return (
    <>
      <PageHeader
        title={<FormattedMessage {...roleMessages.title} />}
        actions={
          canAdd && (
            <Button component={RouterLink} to={rolesPaths.add} variant="contained" startIcon={<AddIcon />}>
              <FormattedMessage {...sharedMessages.add} />
            </Button>
          )
        }
      />
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5} sx={{ mb: 2 }}>
        <SearchField value={params.search ?? ''} placeholder={intl.formatMessage(roleMessages.search)} onChange={(search) => update({ search })} />
        <FilterSelect
          name="level"
          label={intl.formatMessage(roleMessages.level)}
          value={params.level as string | undefined}
          options={[
            { value: 'MINISTRY', label: intl.formatMessage(sharedMessages.levelMinistry) },
            { value: 'INSTITUTION', label: intl.formatMessage(sharedMessages.levelInstitution) },
          ]}
          onChange={(level) => update({ level })}
        />
      </Stack>
      <DataTable
        columns={columns}
        rows={roles.data?.results}
        rowKey={(role) => role.id}
        loading={roles.isFetching}
        ordering={params.ordering}
        onOrderingChange={(ordering) => update({ ordering })}
        footer={<ListPagination count={roles.data?.count ?? 0} page={params.page} limit={params.limit} onChange={update} />}
      />
    </>
  );
}
