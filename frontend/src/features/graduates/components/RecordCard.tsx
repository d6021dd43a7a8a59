import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Fragment } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { GraduateDetail } from '../api/types';
import { graduateMessages } from '../messages';
import { useGraduateLabels } from './labels';

function RatingCell({ rating, passed }: { rating: number | null; passed: boolean }) {
  const intl = useIntl();
  if (rating === null) return <Chip size="small" variant="outlined" label={intl.formatMessage(graduateMessages.notRated)} />;
  if (!passed) return <Chip size="small" color="error" variant="outlined" label={`${rating} · ${intl.formatMessage(graduateMessages.failed)}`} />;
  return <>{rating}</>;
}

/** The whole record: every subject of every semester with its hours and rating, then the DAK exams. */
export function RecordCard({ graduate }: { graduate: GraduateDetail }) {
  const labels = useGraduateLabels();
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="graduate-record">
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        <FormattedMessage {...graduateMessages.recordTitle} />
      </Typography>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>
              <FormattedMessage {...graduateMessages.subject} />
            </TableCell>
            <TableCell align="right">
              <FormattedMessage {...graduateMessages.hours} />
            </TableCell>
            <TableCell align="right">
              <FormattedMessage {...graduateMessages.rating} />
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {graduate.semesters.map((semester) => (
            <Fragment key={semester.number}>
              <TableRow>
                <TableCell colSpan={3} sx={{ bgcolor: 'action.hover', fontWeight: 600 }}>
                  <FormattedMessage {...graduateMessages.semester} values={{ semester: semester.number }} />
                </TableCell>
              </TableRow>
              {semester.subjects.map((subject) => (
                <TableRow key={`${semester.number}-${subject.edu_subject_id}`} data-subject={subject.edu_subject_id}>
                  <TableCell>{labels.name(subject.name)}</TableCell>
                  <TableCell align="right">{subject.study_hours}</TableCell>
                  <TableCell align="right">
                    <RatingCell rating={subject.rating ?? null} passed={subject.passed} />
                  </TableCell>
                </TableRow>
              ))}
            </Fragment>
          ))}
          <TableRow>
            <TableCell colSpan={3} sx={{ bgcolor: 'action.hover', fontWeight: 600 }}>
              <FormattedMessage {...graduateMessages.examsTitle} />
            </TableCell>
          </TableRow>
          {graduate.exams.length === 0 && (
            <TableRow>
              <TableCell colSpan={3}>
                <FormattedMessage {...graduateMessages.examsEmpty} />
              </TableCell>
            </TableRow>
          )}
          {graduate.exams.map((exam) => (
            <TableRow key={`exam-${exam.exam_id}`} data-exam={exam.exam_id}>
              <TableCell>{labels.name(exam.name)}</TableCell>
              <TableCell align="right">{exam.study_hours}</TableCell>
              <TableCell align="right">
                <RatingCell rating={exam.rating ?? null} passed={exam.rating != null} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Paper>
  );
}
