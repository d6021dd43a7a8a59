import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { sharedMessages } from '../messages';

export interface Column<T> {
  id: string;
  header: ReactNode;
  render(row: T): ReactNode;
  /** The server's ordering field, when the column can be sorted. */
  sortField?: string;
  align?: 'left' | 'right' | 'center';
  width?: number | string;
  /** Keep the cell on one line (dates, codes). */
  nowrap?: boolean;
}

interface Props<T> {
  columns: readonly Column<T>[];
  rows: readonly T[] | undefined;
  rowKey(row: T): string | number;
  loading: boolean;
  ordering?: string;
  onOrderingChange?(ordering: string | undefined): void;
  footer?: ReactNode;
}

/** ordering=field → -field → none. */
export function nextOrdering(current: string | undefined, field: string): string | undefined {
  if (current === field) return `-${field}`;
  if (current === `-${field}`) return undefined;
  return field;
}

export function DataTable<T>({ columns, rows, rowKey, loading, ordering, onOrderingChange, footer }: Props<T>) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Box sx={{ height: 4 }}>{loading && <LinearProgress aria-busy="true" />}</Box>
      <TableContainer>
        <Table size="small">
          <TableHead>
            <TableRow>
              {columns.map((column) => (
                <TableCell key={column.id} align={column.align} sx={{ fontWeight: 600, width: column.width }}>
                  {column.sortField && onOrderingChange ? (
                    <TableSortLabel
                      active={ordering === column.sortField || ordering === `-${column.sortField}`}
                      direction={ordering === `-${column.sortField}` ? 'desc' : 'asc'}
                      onClick={() => onOrderingChange(nextOrdering(ordering, column.sortField ?? ''))}
                    >
                      {column.header}
                    </TableSortLabel>
                  ) : (
                    column.header
                  )}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows?.map((row) => (
              <TableRow key={rowKey(row)} hover>
                {columns.map((column) => (
                  <TableCell key={column.id} align={column.align} sx={column.nowrap ? { whiteSpace: 'nowrap' } : undefined}>
                    {column.render(row)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
            {!loading && rows?.length === 0 && (
              <TableRow>
                <TableCell colSpan={columns.length} align="center" sx={{ py: 4, color: 'text.secondary' }}>
                  <FormattedMessage {...sharedMessages.empty} />
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
      {footer}
    </Paper>
  );
}
