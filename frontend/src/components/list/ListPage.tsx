import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { errorMessages, type List, type Query } from '@/api/client';
import type { ListParams } from '@/api/types';
import { PageHeader } from '../PageHeader';
import { sharedMessages } from '../messages';
import { DataTable, type Column, type RowDetail } from './DataTable';
import { ExportButton } from './ExportButton';
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
  /** Buttons of the list's own in the header, before the Excel export and add: import, print. */
  actions?: ReactNode;
  /** The list's API path: the header gets the 'Excel' button that downloads the list as .xlsx. */
  exportPath?: string;
  /** What the list is asked for when it differs from `params` (a filter the screen adds or drops). */
  exportQuery?: Query;
  /** The search box's hint; a list without it has no search box. */
  searchPlaceholder?: string;
  /** The list's own filters, after the search box. */
  filters?: ReactNode;
  columns: readonly Column<T>[];
  rowKey(row: T): string | number;
  /** The list query (paging, search, ordering and filters are in `params`). */
  list: { data?: List<T>; isFetching: boolean; isError?: boolean; error?: unknown };
  params: ListParams;
  update(patch: ParamPatch): void;
  /** Whether columns with a sortField sort the list on the server (default true). */
  sortable?: boolean;
  /** A list that shows every row at once (a tree) has a total and no pager. */
  paged?: boolean;
  /** Rows that open to show more of themselves (DataTable's detail). */
  detail?: RowDetail<T>;
  /** Above the table, under the filters: the sums of the whole filter, or what to choose first. */
  summary?: ReactNode;
  /** What the table says when the list is empty (DataTable's empty). */
  empty?: ReactNode;
  /** On a phone the rows are cards (DataTable's stackOnPhone): for lists people read on a phone. */
  stackOnPhone?: boolean;
  /** Dialogs and the like, after the table. */
  children?: ReactNode;
}

/**
 * The shape every list screen shares: a title with the add button, a search box and filters kept
 * in the URL (useListParams), the table, and 'Jami: N ta' with the pager. A list that failed to
 * load says why instead of showing an empty table.
 */
export function ListPage<T>({
  title,
  add,
  actions,
  exportPath,
  exportQuery,
  searchPlaceholder,
  filters,
  columns,
  rowKey,
  list,
  params,
  update,
  sortable = true,
  paged = true,
  detail,
  summary,
  empty,
  stackOnPhone,
  children,
}: Props<T>) {
  const failed = list.isError === true;
  const count = failed ? 0 : (list.data?.count ?? 0);
  const estimated = !failed && (list.data?.count_is_estimate ?? false);
  const headerActions =
    actions || exportPath || add ? (
      <>
        {actions}
        {exportPath && <ExportButton path={exportPath} query={exportQuery ?? params} />}
        {add && <AddButton action={add} />}
      </>
    ) : null;
  return (
    <>
      <PageHeader title={title} actions={headerActions} />
      {(searchPlaceholder !== undefined || filters) && (
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5} sx={{ mb: 2 }} useFlexGap flexWrap="wrap" alignItems={{ md: 'center' }}>
          {searchPlaceholder !== undefined && (
            <SearchField value={params.search ?? ''} placeholder={searchPlaceholder} onChange={(search) => update({ search })} />
          )}
          {filters}
        </Stack>
      )}
      {failed && (
        <Alert severity="error" sx={{ mb: 2 }} data-testid="list-error">
          {errorMessages(list.error).join(' ') || <FormattedMessage {...sharedMessages.loadFailed} />}
        </Alert>
      )}
      {summary}
      <DataTable
        columns={columns}
        rows={failed ? [] : list.data?.results}
        rowKey={rowKey}
        loading={list.isFetching}
        ordering={sortable ? params.ordering : undefined}
        onOrderingChange={sortable ? (ordering) => update({ ordering }) : undefined}
        detail={detail}
        empty={empty}
        stackOnPhone={stackOnPhone}
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
