import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import type { List } from '@/api/client';
import type { ListParams } from '@/api/types';
import { PageHeader } from '../PageHeader';
import { sharedMessages } from '../messages';
import { DataTable, type Column } from './DataTable';
import type { ParamPatch } from './list-params';
import { ListPagination } from './ListPagination';
import { ListTotal } from './ListTotal';
import { SearchField } from './SearchField';

/** Where the add button leads: an add page, or a dialog the page opens. */
export type AddAction = { to: string } | { onClick(): void };

interface Props<T> {
  title: ReactNode;
  /** Left out (or false) when the role may not add. */
  add?: AddAction | false;
  /** The search box's hint; a list without it has no search box. */
  searchPlaceholder?: string;
  /** The list's own filters, after the search box. */
  filters?: ReactNode;
  columns: readonly Column<T>[];
  rowKey(row: T): string | number;
  /** The list query (paging, search, ordering and filters are in `params`). */
  list: { data?: List<T>; isFetching: boolean };
  params: ListParams;
  update(patch: ParamPatch): void;
  /** Whether columns with a sortField sort the list on the server (default true). */
  sortable?: boolean;
  /** A list that shows every row at once (a tree) has a total and no pager. */
  paged?: boolean;
  /** Dialogs and the like, after the table. */
  children?: ReactNode;
}

/**
 * The shape every list screen shares: a title with the add button, a search box and filters kept
 * in the URL (useListParams), the table, and the total with the pager.
 */
export function ListPage<T>({
  title,
  add,
  searchPlaceholder,
  filters,
  columns,
  rowKey,
  list,
  params,
  update,
  sortable = true,
  paged = true,
  children,
}: Props<T>) {
  const count = list.data?.count ?? 0;
  const estimated = list.data?.count_is_estimate ?? false;
  return (
    <>
      <PageHeader title={title} actions={add ? <AddButton action={add} /> : null} />
      {(searchPlaceholder !== undefined || filters) && (
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5} sx={{ mb: 2 }} useFlexGap flexWrap="wrap">
          {searchPlaceholder !== undefined && (
            <SearchField value={params.search ?? ''} placeholder={searchPlaceholder} onChange={(search) => update({ search })} />
          )}
          {filters}
        </Stack>
      )}
      <DataTable
        columns={columns}
        rows={list.data?.results}
        rowKey={rowKey}
        loading={list.isFetching}
        ordering={sortable ? params.ordering : undefined}
        onOrderingChange={sortable ? (ordering) => update({ ordering }) : undefined}
        footer={
          paged ? (
            <ListPagination count={count} estimated={estimated} page={params.page} limit={params.limit} onChange={update} />
          ) : (
            <Box sx={{ pt: 2 }}>
              <ListTotal count={count} estimated={estimated} />
            </Box>
          )
        }
      />
      {children}
    </>
  );
}

function AddButton({ action }: { action: AddAction }) {
  const label = <FormattedMessage {...sharedMessages.add} />;
  if ('to' in action) {
    return (
      <Button component={RouterLink} to={action.to} variant="contained" startIcon={<AddIcon />}>
        {label}
      </Button>
    );
  }
  return (
    <Button variant="contained" startIcon={<AddIcon />} onClick={action.onClick}>
      {label}
    </Button>
  );
}
