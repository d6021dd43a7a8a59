import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { FormattedMessage, useIntl } from 'react-intl';
import { errorMessages } from '@/api/client';
import { ContentLoader } from '@/components/feedback/FullScreenLoader';
import { sharedMessages } from '@/components/messages';
import { localized } from '@/lib/format';
import { useUi } from '@/store/ui';
import { useResults } from '../api/get-results';
import type { SemesterStanding, SubjectStanding } from '../api/types';
import { resultMessages, resultSourceMessages, resultStateMessages } from '../messages';

/** Points as the journal writes them: a whole number, or one decimal. */
const points = (value: number | null | undefined) => (value === null || value === undefined ? '—' : Number.isInteger(value) ? String(value) : value.toFixed(1));
const gpa = (value: number | null | undefined) => (value === null || value === undefined ? '—' : value.toFixed(1));

const STATE_COLORS = { IN_PROGRESS: 'info', PASSED: 'success', DEBT: 'error' } as const;

/** A student's results: each semester's subjects with their controls, total, grade, credits and standing; the GPAs; the debts. */
export function StudentResults({ studentId }: { studentId: number }) {
  const results = useResults(studentId, true);
  const data = results.data;
  if (results.isLoading) return <ContentLoader />;
  if (results.isError) return <Alert severity="error">{errorMessages(results.error).join(' ') || <FormattedMessage {...sharedMessages.loadFailed} />}</Alert>;
  if (!data) return null;
  return (
    <Stack spacing={2} data-testid="student-results">
      <Paper variant="outlined" sx={{ px: 3, py: 1.5 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0.5, sm: 4 }}>
          <Typography data-testid="results-gpa">
            <FormattedMessage {...resultMessages.cumulativeGpa} values={{ gpa: gpa(data.gpa) }} />
          </Typography>
          <Typography color={data.debts.length > 0 ? 'error' : undefined} data-testid="results-debts-count">
            <FormattedMessage {...resultMessages.debtsCount} values={{ count: data.debts.length }} />
          </Typography>
        </Stack>
      </Paper>
      {data.debts.length > 0 && <Debts debts={data.debts} />}
      {data.semesters.length === 0 && (
        <Alert severity="info">
          <FormattedMessage {...resultMessages.empty} />
        </Alert>
      )}
      {data.semesters.map((semester) => (
        <Semester key={semester.semester} semester={semester} />
      ))}
    </Stack>
  );
}

function Debts({ debts }: { debts: readonly SubjectStanding[] }) {
  const language = useUi((state) => state.language);
  const intl = useIntl();
  return (
    <Alert severity="error" data-testid="results-debts">
      <AlertTitle>
        <FormattedMessage {...resultMessages.debtsTitle} />
      </AlertTitle>
      <Stack component="ul" sx={{ m: 0, pl: 2 }}>
        {debts.map((debt) => (
          <li key={`${debt.semester}-${debt.edu_subject_id}`}>
            {intl.formatMessage(resultMessages.debtLine, {
              semester: debt.semester,
              subject: `${debt.code} — ${localized(debt.name, language)}`,
              total: points(debt.total),
              attempt: debt.attempt,
            })}
          </li>
        ))}
      </Stack>
    </Alert>
  );
}

function Semester({ semester }: { semester: SemesterStanding }) {
  const intl = useIntl();
  const language = useUi((state) => state.language);
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid={`results-semester-${semester.semester}`}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        <FormattedMessage {...resultMessages.semesterTitle} values={{ semester: semester.semester, gpa: gpa(semester.gpa) }} />
      </Typography>
      <TableContainer>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>
                <FormattedMessage {...resultMessages.subject} />
              </TableCell>
              <TableCell align="right">
                <FormattedMessage {...resultMessages.credits} />
              </TableCell>
              <TableCell align="center">
                <FormattedMessage {...resultMessages.current} />
              </TableCell>
              <TableCell align="center">
                <FormattedMessage {...resultMessages.midterm} />
              </TableCell>
              <TableCell align="center">
                <FormattedMessage {...resultMessages.final} />
              </TableCell>
              <TableCell align="center">
                <FormattedMessage {...resultMessages.total} />
              </TableCell>
              <TableCell align="center">
                <FormattedMessage {...resultMessages.grade} />
              </TableCell>
              <TableCell align="center">
                <FormattedMessage {...resultMessages.letter} />
              </TableCell>
              <TableCell>
                <FormattedMessage {...resultMessages.state} />
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {semester.subjects.map((subject) => {
              const debt = subject.state === 'DEBT';
              return (
                <TableRow key={subject.edu_subject_id} sx={debt ? { bgcolor: (theme) => alpha(theme.palette.error.main, 0.1), '& > *': { fontWeight: 600 } } : undefined} data-state={subject.state}>
                  <TableCell>
                    {subject.code} — {localized(subject.name, language)}
                    {subject.source === 'RECORDED' && (
                      <Typography variant="caption" color="text.secondary" component="div">
                        {intl.formatMessage(resultSourceMessages.RECORDED)}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell align="right">{subject.credits}</TableCell>
                  <TableCell align="center">{points(subject.current)}</TableCell>
                  <TableCell align="center">{points(subject.midterm)}</TableCell>
                  <TableCell align="center">{points(subject.final)}</TableCell>
                  <TableCell align="center" sx={{ fontWeight: 600 }}>
                    {points(subject.total)}
                  </TableCell>
                  <TableCell align="center">{subject.grade ?? '—'}</TableCell>
                  <TableCell align="center">{subject.letter ?? '—'}</TableCell>
                  <TableCell>
                    <Chip size="small" variant={debt ? 'filled' : 'outlined'} color={STATE_COLORS[subject.state]} label={intl.formatMessage(resultStateMessages[subject.state])} />
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
    </Paper>
  );
}
