import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';
import { WEEKDAYS, type Schedule } from '../api/types';
import { scheduleMessages } from '../messages';
import { draftGrid } from './draft-grid';
import { useLessonLabels } from './labels';

interface Props {
  lessons: readonly Schedule[];
  /** Published lessons of the group in the draft's dates, shown greyed: the draft goes round them. */
  fixed?: readonly Schedule[];
  groupId: number;
  /** Opens the move dialog; absent: the week is read-only. */
  onLessonClick?(lesson: Schedule): void;
}

/** One group's week of a draft: class hours down, Monday to Saturday across. */
export function DraftWeek({ lessons, fixed = [], groupId, onLessonClick }: Props) {
  const labels = useLessonLabels();
  const published = new Set<Schedule>(fixed);
  const rows = draftGrid([...lessons, ...fixed], groupId);
  return (
    <TableContainer component={Paper} variant="outlined" data-testid="draft-week">
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>
              <FormattedMessage {...scheduleMessages.classHour} />
            </TableCell>
            {WEEKDAYS.map((day) => (
              <TableCell key={day}>{labels.weekday(day)}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.classHour.id}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{labels.classHour(row.classHour)}</TableCell>
              {row.cells.map((cell, index) => (
                <TableCell key={index} sx={{ verticalAlign: 'top', minWidth: 120 }}>
                  <Stack spacing={0.5}>
                    {cell.map((lesson) => {
                      const text = (
                        <Stack alignItems="flex-start">
                          <Typography variant="body2" fontWeight={600}>
                            {lesson.edu_subject.code}
                            {lesson.subgroup ? ` · ${labels.subgroup(lesson.subgroup, lesson.subgroup_name)}` : ''}
                          </Typography>
                          <Typography variant="caption">{lesson.teacher.full_name}</Typography>
                          <Typography variant="caption">{labels.room(lesson.room)}</Typography>
                        </Stack>
                      );
                      if (published.has(lesson)) {
                        return (
                          <Paper key={`published-${lesson.id}`} variant="outlined" sx={{ p: 0.5, bgcolor: 'action.hover' }} data-testid={`published-lesson-${lesson.id}`}>
                            {text}
                          </Paper>
                        );
                      }
                      return onLessonClick ? (
                        <Button
                          key={lesson.id}
                          variant="outlined"
                          size="small"
                          onClick={() => onLessonClick(lesson)}
                          data-testid={`draft-lesson-${lesson.id}`}
                          sx={{ textTransform: 'none', justifyContent: 'flex-start' }}
                        >
                          {text}
                        </Button>
                      ) : (
                        <Paper key={lesson.id} variant="outlined" sx={{ p: 0.5 }}>
                          {text}
                        </Paper>
                      );
                    })}
                  </Stack>
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
