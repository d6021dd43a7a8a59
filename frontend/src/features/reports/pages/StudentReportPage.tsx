import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { PageHeader } from '@/components/PageHeader';
import { BarsChart, ChartCard, SharesChart } from '@/components/charts/FigureChart';
import { ExportButton } from '@/components/list/ExportButton';
import { useListParams } from '@/components/list/list-params';
import { useStudentReport } from '../api/reports';
import { REPORT_CALLS } from '../api/types';
import { useReportLabels } from '../components/labels';
import { filtersOf, ReportFilters } from '../components/ReportFilters';
import { reportMessages } from '../messages';

const FILTERS = ['institution_id', 'edu_direction_id', 'course', 'edu_form'] as const;

/** Students by status, course, gender, form of education and direction. */
export default function StudentReportPage() {
  const intl = useIntl();
  const labels = useReportLabels();
  const { params, update } = useListParams(FILTERS);
  const query = useMemo(() => filtersOf(params, FILTERS), [params]);
  const report = useStudentReport(query);
  const data = report.data;
  const directions = (data?.by_direction ?? []).map((d) => ({ value: String(d.edu_direction_id), label: `${d.code} ${labels.name(d.name)}` }));
  const studentsLabel = intl.formatMessage(reportMessages.students);

  return (
    <>
      <PageHeader
        title={<FormattedMessage {...reportMessages.studentsTitle} />}
        actions={<ExportButton path={REPORT_CALLS.students} query={query} fileName="students-report" />}
      />
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5} sx={{ mb: 2 }} useFlexGap flexWrap="wrap">
        <ReportFilters params={params} update={update} course eduForm directions={directions} />
      </Stack>
      <Box sx={{ height: 4 }}>{report.isFetching && <LinearProgress />}</Box>
      <Typography variant="h6" sx={{ mb: 2 }} data-testid="students-total">
        <FormattedMessage {...reportMessages.total} />: {data?.total ?? 0}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, mb: 2 }}>
        <ChartCard title={<FormattedMessage {...reportMessages.byStatus} />} testId="chart-status">
          <SharesChart slices={(data?.by_status ?? []).map((f) => ({ label: labels.studentStatus(f.key), value: f.count }))} />
        </ChartCard>
        <ChartCard title={<FormattedMessage {...reportMessages.byCourse} />} testId="chart-course">
          <BarsChart
            categories={(data?.by_course ?? []).map((f) => labels.course(f.key))}
            series={[{ label: studentsLabel, values: (data?.by_course ?? []).map((f) => f.count) }]}
          />
        </ChartCard>
        <ChartCard title={<FormattedMessage {...reportMessages.byGender} />} testId="chart-gender">
          <SharesChart slices={(data?.by_gender ?? []).map((f) => ({ label: labels.gender(f.key), value: f.count }))} />
        </ChartCard>
        <ChartCard title={<FormattedMessage {...reportMessages.byEduForm} />} testId="chart-form">
          <BarsChart
            categories={(data?.by_edu_form ?? []).map((f) => labels.eduForm(f.key))}
            series={[{ label: studentsLabel, values: (data?.by_edu_form ?? []).map((f) => f.count) }]}
          />
        </ChartCard>
      </Box>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
          <FormattedMessage {...reportMessages.byDirection} />
        </Typography>
        <Table size="small" data-testid="directions-table">
          <TableHead>
            <TableRow>
              <TableCell>
                <FormattedMessage {...reportMessages.code} />
              </TableCell>
              <TableCell>
                <FormattedMessage {...reportMessages.direction} />
              </TableCell>
              <TableCell align="right">
                <FormattedMessage {...reportMessages.students} />
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {(data?.by_direction ?? []).map((d) => (
              <TableRow key={d.edu_direction_id}>
                <TableCell>{d.code}</TableCell>
                <TableCell>{labels.name(d.name)}</TableCell>
                <TableCell align="right">{d.count}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Paper>
    </>
  );
}
