import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useMemo } from 'react';
import { FormattedMessage } from 'react-intl';
import type { Column } from '@/components/list/DataTable';
import { useListParams } from '@/components/list/list-params';
import { useTeacherSubjectsReport } from '../api/reports';
import type { TeacherSubjectsRow } from '../api/types';
import { useReportLabels } from '../components/labels';
import { TEACHER_FILTERS, TeacherReportList } from '../components/TeacherReportList';
import { reportMessages } from '../messages';

/** Per teacher and subject: groups, lessons held, topics entered and planned over the period. */
export default function TeacherSubjectsReportPage() {
  const labels = useReportLabels();
  const { params, update } = useListParams(TEACHER_FILTERS);
  const report = useTeacherSubjectsReport(params);

  const columns = useMemo<Column<TeacherSubjectsRow>[]>(
    () => [
      { id: 'full_name', header: <FormattedMessage {...reportMessages.fullName} />, render: (row) => row.full_name },
      { id: 'institution', header: <FormattedMessage {...reportMessages.institution} />, render: (row) => labels.name(row.institution) },
      {
        id: 'subjects',
        header: <FormattedMessage {...reportMessages.subjects} />,
        render: (row) =>
          row.subjects.length === 0 ? (
            '—'
          ) : (
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell />
                  <TableCell align="right">
                    <FormattedMessage {...reportMessages.groups} />
                  </TableCell>
                  <TableCell align="right">
                    <FormattedMessage {...reportMessages.lessonsHeld} />
                  </TableCell>
                  <TableCell align="right">
                    <FormattedMessage {...reportMessages.topicsEntered} />
                  </TableCell>
                  <TableCell align="right">
                    <FormattedMessage {...reportMessages.topicsPlanned} />
                  </TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {row.subjects.map((subject) => (
                  <TableRow key={subject.edu_subject_id}>
                    <TableCell>{labels.name(subject.name)}</TableCell>
                    <TableCell align="right">{subject.groups}</TableCell>
                    <TableCell align="right">{subject.lessons_held}</TableCell>
                    <TableCell align="right">{subject.topics_entered}</TableCell>
                    <TableCell align="right">{subject.topics_planned}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          ),
      },
    ],
    [labels],
  );

  return (
    <TeacherReportList
      title={<FormattedMessage {...reportMessages.byTeacherTitle} />}
      call="byTeacher"
      columns={columns}
      rowKey={(row) => row.staff_id}
      list={report}
      params={params}
      update={update}
    />
  );
}
