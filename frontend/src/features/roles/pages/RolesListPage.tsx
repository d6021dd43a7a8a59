import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import type { Column } from '@/components/list/DataTable';
import { FilterSelect } from '@/components/list/FilterSelect';
import { useListParams } from '@/components/list/list-params';
import { ListPage } from '@/components/list/ListPage';
import { actionsColumn, RowAction, RowActions } from '@/components/list/RowActions';
import { sharedMessages } from '@/components/messages';
import { useCan } from '@/lib/access';
import { useDeleteRole } from '../api/delete-role';
import { useRoles } from '../api/get-roles';
import type { Role } from '../api/types';
import { roleMessages } from '../messages';
import { roleEditPath, rolePreviewPath, rolesPaths } from '../paths';

const FILTERS = ['level'] as const;

export default function RolesListPage() {
  const intl = useIntl();
  const { params, update } = useListParams(FILTERS);
  const roles = useRoles(params);
  const deleteRole = useDeleteRole();
  const canAdd = useCan('role-add');
  const canEdit = useCan('role-edit');
  const canDelete = useCan('role-delete');

  const columns = useMemo<Column<Role>[]>(
    () => [
      { id: 'id', header: <FormattedMessage {...roleMessages.id} />, render: (role) => role.id, sortField: 'id', width: 72 },
      {
        id: 'name',
        header: <FormattedMessage {...roleMessages.name} />,
        sortField: 'name',
        render: (role) => (
          <Stack direction="row" spacing={1} alignItems="center">
            <Link component={RouterLink} to={rolePreviewPath(role.id)} underline="hover">
              {role.name}
            </Link>
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
      // The system role is neither edited nor deleted: its edit is left out and its delete disabled.
      actionsColumn((role) => (
        <RowActions
          edit={canEdit && !role.is_system ? roleEditPath(role.id) : undefined}
          onDelete={canDelete ? () => deleteRole.mutateAsync(role.id) : undefined}
          deleteDisabled={role.is_system}
        >
          <RowAction label={intl.formatMessage(sharedMessages.view)} icon={<VisibilityOutlinedIcon fontSize="small" />} to={rolePreviewPath(role.id)} />
        </RowActions>
      )),
    ],
    [intl, canEdit, canDelete, deleteRole],
  );

  return (
    <ListPage
      exportPath="/roles/"
      title={<FormattedMessage {...roleMessages.title} />}
      add={canAdd && { to: rolesPaths.add }}
      searchPlaceholder={intl.formatMessage(roleMessages.search)}
      filters={
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
      }
      columns={columns}
      rowKey={(role) => role.id}
      list={roles}
      params={params}
      update={update}
    />
  );
}
