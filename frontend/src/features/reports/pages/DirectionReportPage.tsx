import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { BarsChart, ChartCard } from '@/components/charts/FigureChart';
import type { Column } from '@/components/list/DataTable';
import { useListParams } from '@/components/list/list-params';
import { ListPage } from '@/components/list/ListPage';
import { PreparedAt } from '@/components/prepared/PreparedAt';
import { useDirectionReport } from '../api/reports';
import { REPORT_CALLS, type DirectionFigures } from '../api/types';
import { useReportLabels } from '../components/labels';
import { filtersOf, ReportFilters } from '../components/ReportFilters';
import { reportMessages } from '../messages';

const FILTERS = ['institution_id', 'course', 'edu_form'] as const;

/** Students, groups and curricula of each direction. */
export default function DirectionReportPage() {
  const intl = useIntl();
  const labels = useReportLabels();
  const { params, update } = useListParams(FILTERS);
  const query = useMemo(() => filtersOf(params, FILTERS), [params]);
  const report = useDirectionReport({ ...query, page: 1, limit: 10000 });
  const rows = report.data?.results ?? [];

  const columns = useMemo<Column<DirectionFigures>[]>(
    () => [
      { id: 'code', header: <FormattedMessage {...reportMessages.code} />, nowrap: true, render: (row) => row.code },
      { id: 'name', header: <FormattedMessage {...reportMessages.direction} />, render: (row) => labels.name(row.name) },
      { id: 'students', header: <FormattedMessage {...reportMessages.students} />, align: 'right', render: (row) => row.students },
      {
        id: 'studying',
        header: <FormattedMessage {...reportMessages.studying} />,
        align: 'right',
        render: (row) => row.students_by_status.find((f) => f.key === 'ACTIVE')?.count ?? 0,
      },
      { id: 'groups', header: <FormattedMessage {...reportMessages.groups} />, align: 'right', render: (row) => row.groups },
      { id: 'curricula', header: <FormattedMessage {...reportMessages.curricula} />, align: 'right', render: (row) => row.curricula },
    ],
    [labels],
  );

  return (
    <ListPage
      title={<FormattedMessage {...reportMessages.byDirectionTitle} />}
      exportPath={REPORT_CALLS.byDirection}
      exportQuery={query}
      filters={<ReportFilters params={params} update={update} course eduForm />}
      columns={columns}
      rowKey={(row) => row.edu_direction_id}
      list={report}
      params={params}
      update={update}
      sortable={false}
      paged={false}
    >
      <PreparedAt at={report.data?.prepared_at} />
      <ChartCard title={<FormattedMessage {...reportMessages.perDirection} />} testId="chart-directions">
        <BarsChart
          horizontal
          categories={rows.map((row) => row.code)}
          series={[
            { label: intl.formatMessage(reportMessages.students), values: rows.map((row) => row.students) },
            { label: intl.formatMessage(reportMessages.groups), values: rows.map((row) => row.groups) },
          ]}
        />
      </ChartCard>
    </ListPage>
  );
}
