import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { sharedMessages } from '../messages';
import type { Column } from './DataTable';

interface Props<T> {
  columns: readonly Column<T>[];
  rows: readonly T[];
  rowKey(row: T): string | number;
  loading: boolean;
  empty?: ReactNode;
}

/**
 * A table's rows as a phone shows them: each row a card of its columns, the header over the value,
 * and the columns without a header (the row's buttons) at the card's foot.
 */
export function StackedRows<T>({ columns, rows, rowKey, loading, empty }: Props<T>) {
  const named = columns.filter((column) => column.header !== '' && column.header != null);
  const actions = columns.filter((column) => column.header === '' || column.header == null);
  if (!loading && rows.length === 0) {
    return (
      <Typography align="center" color="text.secondary" sx={{ py: 4 }}>
        {empty ?? <FormattedMessage {...sharedMessages.empty} />}
      </Typography>
    );
  }
  return (
    <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {rows.map((row) => (
        <Box component="li" key={rowKey(row)} data-testid="stacked-row" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}>
          {named.map((column) => (
            <Box key={column.id} sx={{ mb: 0.75 }}>
              <Typography variant="caption" color="text.secondary" component="div">
                {column.header}
              </Typography>
              <Box sx={{ overflowWrap: 'anywhere' }}>{column.render(row)}</Box>
            </Box>
          ))}
          {actions.length > 0 && (
            <Stack direction="row" spacing={1} justifyContent="flex-end">
              {actions.map((column) => (
                <Box key={column.id}>{column.render(row)}</Box>
              ))}
            </Stack>
          )}
        </Box>
      ))}
    </Stack>
  );
}
