import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import { Fragment, useState, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { sharedMessages } from '../messages';
import { StackedRows } from './StackedRows';

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

/** Rows that open, below themselves, to what `render` shows; `label` names the toggle. */
export interface RowDetail<T> {
  render(row: T): ReactNode;
  label: string;
}

interface Props<T> {
  columns: readonly Column<T>[];
  rows: readonly T[] | undefined;
  rowKey(row: T): string | number;
  loading: boolean;
  ordering?: string;
  onOrderingChange?(ordering: string | undefined): void;
  footer?: ReactNode;
  detail?: RowDetail<T>;
  /** What an empty list says instead of 'Ma’lumot topilmadi' (why nothing is there). */
  empty?: ReactNode;
  /** On a phone each row is a card of its columns instead of a table row too wide for it (no `detail`). */
  stackOnPhone?: boolean;
}

/** ordering=field → -field → none. */
export function nextOrdering(current: string | undefined, field: string): string | undefined {
  if (current === field) return `-${field}`;
  if (current === `-${field}`) return undefined;
  return field;
}

export function DataTable<T>({ columns, rows, rowKey, loading, ordering, onOrderingChange, footer, detail, empty, stackOnPhone }: Props<T>) {
  const [open, setOpen] = useState<ReadonlySet<string | number>>(new Set());
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const toggle = (key: string | number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });
  const span = columns.length + (detail ? 1 : 0);
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Box sx={{ height: 4 }}>{loading && <LinearProgress aria-busy="true" />}</Box>
      {stackOnPhone && phone && !detail ? (
        <StackedRows columns={columns} rows={rows ?? []} rowKey={rowKey} loading={loading} empty={empty} />
      ) : (
        <TableContainer>
          <Table size="small">
            <TableHead>
              <TableRow>
                {detail && <TableCell sx={{ width: 48 }} />}
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
              {rows?.map((row) => {
                const key = rowKey(row);
                const expanded = open.has(key);
                return (
                  <Fragment key={key}>
                    <TableRow hover sx={detail ? { '& > td': { borderBottom: expanded ? 'none' : undefined } } : undefined}>
                      {detail && (
                        <TableCell padding="checkbox">
                          <IconButton size="small" aria-label={detail.label} aria-expanded={expanded} onClick={() => toggle(key)}>
                            {expanded ? <KeyboardArrowUpIcon fontSize="small" /> : <KeyboardArrowDownIcon fontSize="small" />}
                          </IconButton>
                        </TableCell>
                      )}
                      {columns.map((column) => (
                        <TableCell key={column.id} align={column.align} sx={column.nowrap ? { whiteSpace: 'nowrap' } : undefined}>
                          {column.render(row)}
                        </TableCell>
                      ))}
                    </TableRow>
                    {detail && (
                      <TableRow data-detail-of={key}>
                        <TableCell colSpan={span} sx={{ py: 0, ...(expanded ? {} : { borderBottom: 'none' }) }}>
                          <Collapse in={expanded} unmountOnExit>
                            <Box sx={{ py: 1.5 }}>{detail.render(row)}</Box>
                          </Collapse>
                        </TableCell>
                      </TableRow>
                    )}
                  </Fragment>
                );
              })}
              {!loading && rows?.length === 0 && (
                <TableRow>
                  <TableCell colSpan={span} align="center" sx={{ py: 4, color: 'text.secondary' }}>
                    {empty ?? <FormattedMessage {...sharedMessages.empty} />}
                  </TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {footer}
    </Paper>
  );
}
