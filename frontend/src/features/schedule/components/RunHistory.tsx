import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Button from '@mui/material/Button';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { formatDate, formatDateTime } from '@/lib/format';
import { RUNS_PAGE, useRuns } from '../api/timetable';
import { timetableMessages } from '../messages';

/**
 * The institution's earlier runs, newest first: what each did and, while its draft still exists
 * (it ended with one and was not published), a button that opens it.
 */
export function RunHistory({ current, onOpen }: { current: number | null; onOpen(id: number): void }) {
  const [page, setPage] = useState(1);
  const runs = useRuns(page);
  const list = runs.data?.results ?? [];
  const pages = Math.max(1, Math.ceil((runs.data?.count ?? 0) / RUNS_PAGE));

  return (
    <Paper variant="outlined" data-testid="run-history">
      <Typography variant="subtitle1" sx={{ p: 2, pb: 0 }}>
        <FormattedMessage {...timetableMessages.historyTitle} />
      </Typography>
      {list.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ p: 2 }}>
          <FormattedMessage {...timetableMessages.historyEmpty} />
        </Typography>
      ) : (
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>
                <FormattedMessage {...timetableMessages.historyStarted} />
              </TableCell>
              <TableCell>
                <FormattedMessage {...timetableMessages.historyFinished} />
              </TableCell>
              <TableCell>
                <FormattedMessage {...timetableMessages.historyDates} />
              </TableCell>
              <TableCell>
                <FormattedMessage {...timetableMessages.historyStatus} />
              </TableCell>
              <TableCell align="right">
                <FormattedMessage {...timetableMessages.historyPlaced} />
              </TableCell>
              <TableCell align="right">
                <FormattedMessage {...timetableMessages.historyUnplaced} />
              </TableCell>
              <TableCell align="right">
                <FormattedMessage {...timetableMessages.historyPenalty} />
              </TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {list.map((run) => (
              <TableRow key={run.id} selected={run.id === current} data-testid={`run-history-${run.id}`}>
                <TableCell>{formatDateTime(run.started_at)}</TableCell>
                <TableCell>{run.finished_at ? formatDateTime(run.finished_at) : '—'}</TableCell>
                <TableCell>
                  {formatDate(run.date_from)} – {formatDate(run.date_to)}
                </TableCell>
                <TableCell>
                  <FormattedMessage {...timetableMessages.status[run.status]} />
                  {run.published_at && (
                    <>
                      {' · '}
                      <FormattedMessage {...timetableMessages.published} values={{ date: formatDate(run.published_at) }} />
                    </>
                  )}
                </TableCell>
                <TableCell align="right">{run.placed}</TableCell>
                <TableCell align="right">{run.unplaced}</TableCell>
                <TableCell align="right">{run.penalty ?? '—'}</TableCell>
                <TableCell align="right">
                  {run.draft_open && run.id !== current && (
                    <Button size="small" startIcon={<OpenInNewIcon />} onClick={() => onOpen(run.id)} data-testid={`run-open-${run.id}`}>
                      <FormattedMessage {...timetableMessages.historyOpen} />
                    </Button>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {pages > 1 && <Pagination sx={{ p: 2 }} count={pages} page={Math.min(page, pages)} onChange={(_, next) => setPage(next)} size="small" shape="rounded" />}
    </Paper>
  );
}
