import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';
import type { NotAdmitted } from '../api/types';
import { resultMessages, sheetMessages } from '../messages';
import { formatPoints, useJournalLabels } from './labels';

/** The students a final sheet leaves out, each with the reason the server gives. */
export function NotAdmittedTable({ students }: { students: readonly NotAdmitted[] }) {
  const labels = useJournalLabels();
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="sheet-not-admitted">
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        <FormattedMessage {...sheetMessages.notAdmitted} />
      </Typography>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>
              <FormattedMessage {...sheetMessages.student} />
            </TableCell>
            <TableCell align="center">{labels.controlShort('CURRENT')}</TableCell>
            <TableCell align="center">{labels.controlShort('MIDTERM')}</TableCell>
            <TableCell align="center">
              <FormattedMessage {...resultMessages.total} />
            </TableCell>
            <TableCell>
              <FormattedMessage {...resultMessages.state} />
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {students.map((student) => (
            <TableRow key={student.student_id}>
              <TableCell>{student.full_name}</TableCell>
              <TableCell align="center">{formatPoints(student.result.current)}</TableCell>
              <TableCell align="center">{formatPoints(student.result.midterm)}</TableCell>
              <TableCell align="center">{formatPoints(student.result.total)}</TableCell>
              <TableCell sx={{ color: 'error.main' }}>{student.message}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Paper>
  );
}
