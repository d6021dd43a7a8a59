import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { DatePickersProvider } from '@/components/dates/DatePickersProvider';
import { DateRangeFilter } from '@/components/dates/DateRangeFilter';
import type { Column } from '@/components/list/DataTable';
import { useListParams } from '@/components/list/list-params';
import { ListPage } from '@/components/list/ListPage';
import { useTeacherSubjectsReport } from '../api/reports';
import { REPORT_CALLS, type TeacherSubjectsRow } from '../api/types';
import { useReportLabels } from '../components/labels';
import { filtersOf, ReportFilters } from '../components/ReportFilters';
import { reportMessages } from '../messages';
import { TEACHER_FILTERS } from './TeacherReportPage';

/** Per teacher and subject: groups, lessons held, topics entered and planned over the period. */
export default function TeacherSubjectsReportPage() {
  const intl = useIntl();
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
    <DatePickersProvider>
      <ListPage
        title={<FormattedMessage {...reportMessages.byTeacherTitle} />}
        exportPath={REPORT_CALLS.byTeacher}
        exportQuery={filtersOf(params, [...TEACHER_FILTERS, 'search'])}
        searchPlaceholder={intl.formatMessage(reportMessages.searchTeacher)}
        filters={
          <>
            <ReportFilters params={params} update={update} />
            <DateRangeFilter
              from={params.date_from as string | undefined}
              to={params.date_to as string | undefined}
              onChange={(range) => update({ ...('from' in range ? { date_from: range.from } : {}), ...('to' in range ? { date_to: range.to } : {}) })}
            />
          </>
        }
        columns={columns}
        rowKey={(row) => row.staff_id}
        list={report}
        params={params}
        update={update}
        sortable={false}
      />
    </DatePickersProvider>
  );
}
