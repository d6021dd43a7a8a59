import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { DataTable, type Column } from '@/components/list/DataTable';
import { ListPagination } from '@/components/list/ListPagination';
import { useRoleHolders } from '../api/get-role-holders';
import type { RoleHolder } from '../api/types';
import { roleMessages } from '../messages';
import { userPreviewPath } from '../paths';

export const HOLDERS_PAGE_SIZE = 10;

const COLUMNS: Column<RoleHolder>[] = [
  {
    id: 'name',
    header: <FormattedMessage {...roleMessages.holderName} />,
    render: (user) => (
      <Link component={RouterLink} to={userPreviewPath(user.id)} underline="hover">
        {user.name}
      </Link>
    ),
  },
  { id: 'username', header: <FormattedMessage {...roleMessages.holderUsername} />, nowrap: true, render: (user) => user.username },
];

/** The users who hold the role, page by page, each linked to their own page; shown with user-view only. */
export function RoleHolders({ roleId }: { roleId: number }) {
  const [paging, setPaging] = useState({ page: 1, limit: HOLDERS_PAGE_SIZE });
  const { canView, holders } = useRoleHolders(roleId, paging);
  if (!canView) return null;
  return (
    <section data-testid="role-holders">
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mt: 3, mb: 1 }}>
        <FormattedMessage {...roleMessages.holders} />
      </Typography>
      <DataTable
        columns={COLUMNS}
        rows={holders.data?.results}
        rowKey={(user) => user.id}
        loading={holders.isFetching}
        footer={
          <ListPagination
            count={holders.data?.count ?? 0}
            estimated={holders.data?.count_is_estimate}
            page={paging.page}
            limit={paging.limit}
            onChange={(patch) => setPaging((current) => ({ page: patch.page ?? 1, limit: patch.limit ?? current.limit }))}
          />
        }
      />
    </section>
  );
}
