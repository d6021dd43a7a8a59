import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { BarsChart, ChartCard } from '@/components/charts/FigureChart';
import type { Column } from '@/components/list/DataTable';
import { REGIONS } from '@/components/institution/regions';
import { FilterSelect } from '@/components/list/FilterSelect';
import { useListParams } from '@/components/list/list-params';
import { ListPage } from '@/components/list/ListPage';
import { PreparedAt } from '@/components/prepared/PreparedAt';
import { useInstitutionReport } from '../api/reports';
import { REPORT_CALLS, type InstitutionFigures } from '../api/types';
import { useReportLabels } from '../components/labels';
import { filtersOf, ReportFilters } from '../components/ReportFilters';
import { reportMessages } from '../messages';

const FILTERS = ['institution_id', 'region'] as const;


/** Each institution's students, groups, teachers, staff and curricula. */
export default function InstitutionReportPage() {
  const intl = useIntl();
  const labels = useReportLabels();
  const { params, update } = useListParams(FILTERS);
  const report = useInstitutionReport(params);
  const rows = report.data?.results ?? [];

  const columns = useMemo<Column<InstitutionFigures>[]>(
    () => [
      { id: 'name', header: <FormattedMessage {...reportMessages.institution} />, render: (row) => labels.name(row.name) },
      { id: 'region', header: <FormattedMessage {...reportMessages.region} />, render: (row) => labels.region(row.region) },
      { id: 'students', header: <FormattedMessage {...reportMessages.students} />, align: 'right', render: (row) => row.students },
      {
        id: 'studying',
        header: <FormattedMessage {...reportMessages.studying} />,
        align: 'right',
        render: (row) => row.students_by_status.find((f) => f.key === 'ACTIVE')?.count ?? 0,
      },
      { id: 'groups', header: <FormattedMessage {...reportMessages.groups} />, align: 'right', render: (row) => row.groups },
      { id: 'teachers', header: <FormattedMessage {...reportMessages.teachers} />, align: 'right', render: (row) => row.teachers },
      { id: 'staff', header: <FormattedMessage {...reportMessages.staff} />, align: 'right', render: (row) => row.staff },
      {
        id: 'curricula',
        header: <FormattedMessage {...reportMessages.curricula} />,
        align: 'right',
        render: (row) => row.curricula_by_status.map((f) => `${labels.curriculumStatus(f.key)}: ${f.count}`).join(', ') || 0,
      },
    ],
    [labels],
  );

  return (
    <ListPage
      title={<FormattedMessage {...reportMessages.byOtmTitle} />}
      exportPath={REPORT_CALLS.byOtm}
      exportQuery={filtersOf(params, FILTERS)}
      filters={
        <>
          <ReportFilters params={params} update={update} />
          <FilterSelect
            name="region"
            label={intl.formatMessage(reportMessages.region)}
            value={params.region as string | undefined}
            options={REGIONS.map((region) => ({ value: region.value, label: intl.formatMessage(region.message) }))}
            onChange={(region) => update({ region })}
          />
        </>
      }
      columns={columns}
      rowKey={(row) => row.institution_id}
      list={report}
      params={params}
      update={update}
      sortable={false}
    >
      <PreparedAt at={report.data?.prepared_at} />
      <ChartCard title={<FormattedMessage {...reportMessages.perInstitution} />} testId="chart-institutions">
        <BarsChart
          horizontal
          categories={rows.map((row) => labels.name(row.name))}
          series={[
            { label: intl.formatMessage(reportMessages.students), values: rows.map((row) => row.students) },
            { label: intl.formatMessage(reportMessages.teachers), values: rows.map((row) => row.teachers) },
          ]}
        />
      </ChartCard>
    </ListPage>
  );
}
