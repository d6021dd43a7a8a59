import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { DatePickersProvider } from '@/components/dates/DatePickersProvider';
import { DateRangeFilter } from '@/components/dates/DateRangeFilter';
import type { Column } from '@/components/list/DataTable';
import { useListParams } from '@/components/list/list-params';
import { ListPage } from '@/components/list/ListPage';
import { useAccess } from '@/lib/access';
import { formatDateTime } from '@/lib/format';
import { useTeacherReport } from '../api/reports';
import { REPORT_CALLS, type TeacherReportRow } from '../api/types';
import { BarsChart, ChartCard } from '../components/FigureChart';
import { useReportLabels } from '../components/labels';
import { filtersOf, ReportFilters } from '../components/ReportFilters';
import { reportMessages } from '../messages';

export const TEACHER_FILTERS = ['institution_id', 'date_from', 'date_to'] as const;

/** Per teacher: lessons held over the period, topic entry by group, last login. */
export default function TeacherReportPage() {
  const intl = useIntl();
  const labels = useReportLabels();
  const { params, update } = useListParams(TEACHER_FILTERS);
  const report = useTeacherReport(params);
  const rows = report.data?.results ?? [];
  const ministry = useAccess().level === 'MINISTRY';

  const columns = useMemo<Column<TeacherReportRow>[]>(
    () => [
      { id: 'full_name', header: <FormattedMessage {...reportMessages.fullName} />, render: (row) => row.full_name },
      ...(ministry
        ? [{ id: 'institution', header: <FormattedMessage {...reportMessages.institution} />, render: (row: TeacherReportRow) => labels.name(row.institution) }]
        : []),
      { id: 'lessons_held', header: <FormattedMessage {...reportMessages.lessonsHeld} />, align: 'right', render: (row) => row.lessons_held },
      { id: 'topics_entered', header: <FormattedMessage {...reportMessages.topicsEntered} />, align: 'right', render: (row) => row.topics_entered },
      {
        id: 'topic_entry',
        header: <FormattedMessage {...reportMessages.topicEntry} />,
        render: (row) => (
          <Stack direction="row" spacing={0.5} useFlexGap flexWrap="wrap">
            {row.topic_entry.map((group) => (
              <Chip
                key={group.edu_group_id}
                size="small"
                color={group.topics_entered < group.lessons_held ? 'warning' : 'success'}
                variant="outlined"
                label={`${group.group_name}: ${group.topics_entered}/${group.lessons_held}`}
              />
            ))}
          </Stack>
        ),
      },
      {
        id: 'last_login_at',
        header: <FormattedMessage {...reportMessages.lastLogin} />,
        nowrap: true,
        render: (row) => (row.last_login_at ? formatDateTime(row.last_login_at) : intl.formatMessage(reportMessages.never)),
      },
    ],
    [intl, labels, ministry],
  );

  return (
    <DatePickersProvider>
      <ListPage
        title={<FormattedMessage {...reportMessages.teachersTitle} />}
        exportPath={REPORT_CALLS.teachers}
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
      >
        <ChartCard title={<FormattedMessage {...reportMessages.teacherActivity} />} testId="chart-teachers">
          <BarsChart
            horizontal
            categories={rows.map((row) => row.full_name)}
            series={[
              { label: intl.formatMessage(reportMessages.lessonsHeld), values: rows.map((row) => row.lessons_held) },
              { label: intl.formatMessage(reportMessages.topicsEntered), values: rows.map((row) => row.topics_entered) },
            ]}
          />
        </ChartCard>
      </ListPage>
    </DatePickersProvider>
  );
}
