import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';
import { formatDate, formatDateTime } from '@/lib/format';
import { useExcuses } from '../api/get-excuses';
import { excuseMessages, thresholdMessages } from '../messages';

/** A student's excused spans, latest first: the days, why, the document, how many lessons it turned, who and when. */
export function ExcuseHistory({ studentId }: { studentId: number }) {
  const excuses = useExcuses(studentId);
  const rows = excuses.data?.results ?? [];
  return (
    <div data-testid={`excuse-history-${studentId}`}>
      <Typography variant="subtitle2" sx={{ mb: 0.5 }}>
        <FormattedMessage {...thresholdMessages.history} />
      </Typography>
      {excuses.isFetching && <LinearProgress />}
      {excuses.isSuccess && rows.length === 0 ? (
        <Alert severity="info" variant="outlined">
          <FormattedMessage {...excuseMessages.historyEmpty} />
        </Alert>
      ) : (
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>
                <FormattedMessage {...excuseMessages.span} />
              </TableCell>
              <TableCell>
                <FormattedMessage {...excuseMessages.reason} />
              </TableCell>
              <TableCell>
                <FormattedMessage {...excuseMessages.document} />
              </TableCell>
              <TableCell align="right">
                <FormattedMessage {...excuseMessages.lessons} />
              </TableCell>
              <TableCell>
                <FormattedMessage {...excuseMessages.createdBy} />
              </TableCell>
              <TableCell>
                <FormattedMessage {...excuseMessages.createdAt} />
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.id}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {formatDate(row.date_from)} – {formatDate(row.date_to)}
                </TableCell>
                <TableCell>{row.reason}</TableCell>
                <TableCell>{row.document}</TableCell>
                <TableCell align="right">{row.lessons_excused}</TableCell>
                <TableCell>{row.created_by || '—'}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(row.created_at)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </div>
  );
}
