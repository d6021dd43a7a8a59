import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { generatePath, Link as RouterLink } from 'react-router-dom';
import type { Column } from '@/components/list/DataTable';
import { FilterSelect } from '@/components/list/FilterSelect';
import { useListParams } from '@/components/list/list-params';
import { ListPage } from '@/components/list/ListPage';
import { actionsColumn, RowAction, RowActions } from '@/components/list/RowActions';
import { sharedMessages, statusMessages } from '@/components/messages';
import { useCan } from '@/lib/access';
import { formatDateTime, localized } from '@/lib/format';
import { useUi } from '@/store/ui';
import { useDeleteUser } from '../api/delete-user';
import { useInstitutionOptions } from '../api/get-institution-options';
import { useRoleOptions } from '../api/get-role-options';
import { useUsers } from '../api/get-users';
import type { User } from '../api/types';
import { UserStatusTag } from '../components/UserStatusTag';
import { userMessages } from '../messages';
import { usersPaths } from '../paths';

const FILTERS = ['role_id', 'institution_id', 'is_active'] as const;

export default function UsersListPage() {
  const intl = useIntl();
  const language = useUi((state) => state.language);
  const { params, update } = useListParams(FILTERS);
  const users = useUsers(params);
  const deleteUser = useDeleteUser();
  const canAdd = useCan('user-add');
  const canEdit = useCan('user-edit');
  const canDelete = useCan('user-delete');
  const { roles } = useRoleOptions();
  const { institutions } = useInstitutionOptions();

  const columns = useMemo<Column<User>[]>(
    () => [
      { id: 'id', header: <FormattedMessage {...userMessages.id} />, render: (user) => user.id, sortField: 'id', width: 72, nowrap: true },
      {
        id: 'name',
        header: <FormattedMessage {...userMessages.name} />,
        sortField: 'name',
        nowrap: true,
        render: (user) => (
          <Link component={RouterLink} to={generatePath(usersPaths.preview, { id: String(user.id) })} underline="hover">
            {user.name}
          </Link>
        ),
      },
      { id: 'username', header: <FormattedMessage {...userMessages.username} />, sortField: 'username', nowrap: true, render: (user) => user.username },
      {
        id: 'roles',
        header: <FormattedMessage {...userMessages.roles} />,
        render: (user) => (
          <Stack direction="row" spacing={0.5} useFlexGap flexWrap="wrap">
            {user.roles.map((role) => (
              <Chip key={role.id} size="small" label={role.name} />
            ))}
          </Stack>
        ),
      },
      {
        id: 'institutions',
        header: <FormattedMessage {...userMessages.institutions} />,
        render: (user) => user.institutions.map((institution) => localized(institution.name, language)).join(', ') || '—',
      },
      { id: 'status', header: <FormattedMessage {...userMessages.status} />, render: (user) => <UserStatusTag active={user.is_active} /> },
      {
        id: 'last_login_at',
        header: <FormattedMessage {...userMessages.lastLogin} />,
        sortField: 'last_login_at',
        nowrap: true,
        render: (user) => formatDateTime(user.last_login_at),
      },
      actionsColumn((user) => (
        <RowActions
          edit={canEdit ? generatePath(usersPaths.edit, { id: String(user.id) }) : undefined}
          onDelete={canDelete ? () => deleteUser.mutateAsync(user.id) : undefined}
          deleteDisabled={user.is_system}
        >
          <RowAction
            label={intl.formatMessage(sharedMessages.view)}
            icon={<VisibilityOutlinedIcon fontSize="small" />}
            to={generatePath(usersPaths.preview, { id: String(user.id) })}
          />
        </RowActions>
      )),
    ],
    [intl, language, canEdit, canDelete, deleteUser],
  );

  return (
    <ListPage
      exportPath="/users/"
      title={<FormattedMessage {...userMessages.title} />}
      add={canAdd && { to: usersPaths.add }}
      searchPlaceholder={intl.formatMessage(userMessages.search)}
      filters={
        <>
          <FilterSelect
            name="role_id"
            label={intl.formatMessage(userMessages.roles)}
            value={params.role_id as string | undefined}
            options={roles.map((role) => ({ value: String(role.id), label: role.name }))}
            onChange={(role_id) => update({ role_id })}
          />
          {institutions.length > 0 && (
            <FilterSelect
              name="institution_id"
              label={intl.formatMessage(userMessages.institutions)}
              value={params.institution_id as string | undefined}
              options={institutions.map((institution) => ({ value: String(institution.id), label: localized(institution.name, language) }))}
              onChange={(institution_id) => update({ institution_id })}
            />
          )}
          <FilterSelect
            name="is_active"
            label={intl.formatMessage(userMessages.status)}
            value={params.is_active as string | undefined}
            options={[
              { value: 'true', label: intl.formatMessage(statusMessages.ACTIVE) },
              { value: 'false', label: intl.formatMessage(statusMessages.INACTIVE) },
            ]}
            onChange={(is_active) => update({ is_active })}
          />
        </>
      }
      columns={columns}
      rowKey={(user) => user.id}
      list={users}
      params={params}
      update={update}
    />
  );
}
