import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatDate } from '@/lib/format';
import type { GroupJournal, JournalStudent } from '../api/types';
import { groupJournalMessages, resultMessages } from '../messages';
import { cellView, columnDay, type CellTone } from './journal-grid';
import { formatPoints, useJournalLabels } from './labels';
import { ResultStateTag } from './ResultStateTag';

const TONE_SX: Record<CellTone, SxProps<Theme>> = {
  absent: { color: 'error.main', fontWeight: 700 },
  late: { color: 'warning.dark' },
  excused: { color: 'info.main' },
  present: { fontWeight: 600 },
  none: { bgcolor: 'action.hover' },
};

/** The names stay in view while the lessons scroll sideways. */
const sticky = { position: 'sticky', left: 0, zIndex: 1, bgcolor: 'background.paper', minWidth: { xs: 150, sm: 240 }, maxWidth: 280 } as const;

/** Students × lessons of one subject: attendance letters and marks, absence hours, the controls and the result. */
export function JournalGrid({ journal }: { journal: GroupJournal }) {
  const intl = useIntl();
  const labels = useJournalLabels();
  const credit = journal.plan?.marking_system === 'CREDIT';
  const controls = ['CURRENT', 'MIDTERM', 'FINAL'] as const;
  return (
    <TableContainer component={Paper} variant="outlined" sx={{ maxHeight: '70vh' }}>
      <Table size="small" stickyHeader data-testid="journal-grid" aria-label={intl.formatMessage(groupJournalMessages.title)}>
        <TableHead>
          <TableRow>
            <TableCell sx={{ ...sticky, zIndex: 3 }}>
              <FormattedMessage {...groupJournalMessages.student} />
            </TableCell>
            {journal.lessons.map((column, index) => (
              <TableCell key={`${column.schedule_id}-${column.date}-${index}`} align="center" sx={{ px: 0.5, minWidth: 44, whiteSpace: 'nowrap' }}>
                <Tooltip
                  title={`${intl.formatMessage(groupJournalMessages.lessonTip, {
                    date: formatDate(column.date),
                    number: column.class_hour_number,
                    type: labels.lessonType(column.lesson_type),
                    teacher: column.teacher_name,
                  })}${column.taken ? '' : ` · ${intl.formatMessage(groupJournalMessages.notTaken)}`}`}
                >
                  <Typography variant="caption" component="span" sx={{ fontWeight: 600, color: column.taken ? undefined : 'warning.dark' }} data-testid="journal-column">
                    {columnDay(column)}
                  </Typography>
                </Tooltip>
              </TableCell>
            ))}
            <TableCell align="center">
              <FormattedMessage {...groupJournalMessages.absentHours} />
            </TableCell>
            <TableCell align="center">
              <FormattedMessage {...groupJournalMessages.excusedHours} />
            </TableCell>
            {controls.map((control) => (
              <TableCell key={control} align="center">
                <Tooltip title={labels.control(control)}>
                  <span>{labels.controlShort(control)}</span>
                </Tooltip>
              </TableCell>
            ))}
            <TableCell align="center">
              <FormattedMessage {...resultMessages.total} />
            </TableCell>
            <TableCell align="center">
              <FormattedMessage {...(credit ? resultMessages.letter : resultMessages.grade)} />
            </TableCell>
            <TableCell>
              <FormattedMessage {...resultMessages.state} />
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {journal.students.map((student, row) => (
            <StudentRow key={student.student_id} student={student} row={row} credit={credit} />
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function StudentRow({ student, row, credit }: { student: JournalStudent; row: number; credit: boolean }) {
  const labels = useJournalLabels();
  const result = student.result;
  return (
    <TableRow hover data-testid={`journal-row-${student.student_id}`}>
      <TableCell component="th" scope="row" sx={sticky}>
        <Typography variant="body2" component="span" color="text.secondary" sx={{ mr: 0.5 }}>
          {row + 1}.
        </Typography>
        {student.full_name}
      </TableCell>
      {student.cells.map((cell, index) => {
        const view = cellView(cell, labels.attendanceCode);
        return (
          // A row's cells follow the lessons' order, which does not change while shown.
          <TableCell key={index} align="center" sx={{ px: 0.5, ...TONE_SX[view.tone] }} data-tone={view.tone} data-testid="journal-cell">
            {view.text}
          </TableCell>
        );
      })}
      <TableCell align="center" sx={{ color: student.absent_hours > 0 ? 'error.main' : undefined, fontWeight: 600 }}>
        {student.absent_hours}
      </TableCell>
      <TableCell align="center">{student.excused_hours}</TableCell>
      <TableCell align="center">{formatPoints(result?.current)}</TableCell>
      <TableCell align="center">{formatPoints(result?.midterm)}</TableCell>
      <TableCell align="center">{formatPoints(result?.final)}</TableCell>
      <TableCell align="center" sx={{ fontWeight: 600 }}>
        {result ? formatPoints(result.total) : '—'}
      </TableCell>
      <TableCell align="center">{(credit ? result?.letter : result?.grade) ?? '—'}</TableCell>
      <TableCell>{result ? <ResultStateTag state={result.state} /> : '—'}</TableCell>
    </TableRow>
  );
}
