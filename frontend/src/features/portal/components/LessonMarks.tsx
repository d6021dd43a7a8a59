import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { FormattedMessage } from 'react-intl';
import { formatDate } from '@/lib/format';
import { portalMessages } from '../messages';
import type { PortalLessonMarkDto } from '../types';
import { formatPoints, usePortalLabels } from './labels';

const TONES = { PRESENT: undefined, LATE: 'warning.main', ABSENT: 'error.main', EXCUSED: 'info.main' } as const;

/** A subject's lessons one by one: the day, whether the student came, and the mark. */
export function LessonMarks({ lessons }: { lessons: readonly PortalLessonMarkDto[] }) {
  const labels = usePortalLabels();
  return (
    <Table size="small">
      <TableHead>
        <TableRow>
          <TableCell>
            <FormattedMessage {...portalMessages.date} />
          </TableCell>
          <TableCell>
            <FormattedMessage {...portalMessages.attendance} />
          </TableCell>
          <TableCell align="right">
            <FormattedMessage {...portalMessages.mark} />
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {lessons.map((lesson) => (
          <TableRow key={lesson.date} data-attendance={lesson.attendance}>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(lesson.date)}</TableCell>
            <TableCell sx={{ color: TONES[lesson.attendance] }}>{labels.attendance(lesson.attendance)}</TableCell>
            <TableCell align="right" sx={{ fontWeight: 600 }}>
              {lesson.mark === null ? '—' : formatPoints(lesson.mark)}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
