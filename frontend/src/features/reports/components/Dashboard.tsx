import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { BarsChart, ChartCard, SharesChart } from '@/components/charts/FigureChart';
import { PreparedAt } from '@/components/prepared/PreparedAt';
import { useAccess } from '@/lib/access';
import { useSummary } from '../api/reports';
import { useScienceSummary } from '../api/science-summary';
import { reportMessages } from '../messages';
import { useReportLabels } from './labels';

function Stat({ label, value, testId }: { label: ReactNode; value: number | undefined; testId: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography color="text.secondary" variant="body2">
        {label}
      </Typography>
      <Typography variant="h4" sx={{ fontWeight: 700 }} data-testid={testId}>
        {value === undefined ? '…' : value.toLocaleString('ru-RU')}
      </Typography>
    </Paper>
  );
}

/** Whether the role reads reports: the ministry with institution-view, an institution with curriculum-view. */
export function useReadsReports(): boolean {
  const access = useAccess();
  return access.level === 'MINISTRY' ? access.permissions.has('institution-view') : access.permissions.has('curriculum-view');
}

/**
 * The home page's figures for a role that reads reports: national ones with a chart per region
 * for the ministry, the institution's own for an institution.
 */
export function ReportsDashboard() {
  const intl = useIntl();
  const labels = useReportLabels();
  const access = useAccess();
  const enabled = useReadsReports();
  const summary = useSummary(enabled);
  const science = useScienceSummary(enabled);
  if (!enabled) return null;
  const data = summary.data;
  const ministry = access.level === 'MINISTRY';
  const studying = data?.students_by_status.find((f) => f.key === 'ACTIVE')?.count ?? (data ? 0 : undefined);
  return (
    <Box data-testid="dashboard">
      <Typography variant="h6" sx={{ mb: 1.5, fontWeight: 600 }}>
        <FormattedMessage {...(ministry ? reportMessages.dashboardNational : reportMessages.dashboardInstitution)} />
      </Typography>
      <PreparedAt at={data?.prepared_at} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)', lg: 'repeat(8, 1fr)' }, mb: 2 }}>
        {ministry && <Stat label={<FormattedMessage {...reportMessages.institutions} />} value={data?.institutions} testId="stat-institutions" />}
        <Stat label={<FormattedMessage {...reportMessages.students} />} value={data?.students} testId="stat-students" />
        <Stat label={<FormattedMessage {...reportMessages.studying} />} value={studying} testId="stat-studying" />
        <Stat label={<FormattedMessage {...reportMessages.groups} />} value={data?.groups} testId="stat-groups" />
        <Stat label={<FormattedMessage {...reportMessages.teachers} />} value={data?.teachers} testId="stat-teachers" />
        <Stat label={<FormattedMessage {...reportMessages.awaitingApproval} />} value={data?.curricula_awaiting_approval} testId="stat-awaiting" />
        <Stat
          label={<FormattedMessage {...reportMessages.dashboardScience} values={{ year: science.data?.year ?? '' }} />}
          value={science.data?.publications}
          testId="stat-science"
        />
        <Stat
          label={<FormattedMessage {...reportMessages.dashboardScienceInternational} values={{ year: science.data?.year ?? '' }} />}
          value={science.data?.institutions.reduce((sum, row) => sum + row.international, 0)}
          testId="stat-science-international"
        />
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <ChartCard title={<FormattedMessage {...reportMessages.byStatus} />} testId="dashboard-status">
          <SharesChart slices={(data?.students_by_status ?? []).map((f) => ({ label: labels.studentStatus(f.key), value: f.count }))} />
        </ChartCard>
        {ministry ? (
          <ChartCard title={<FormattedMessage {...reportMessages.byRegion} />} testId="dashboard-regions">
            <BarsChart
              horizontal
              categories={(data?.regions ?? []).map((r) => labels.region(r.region))}
              series={[
                { label: intl.formatMessage(reportMessages.studying), values: (data?.regions ?? []).map((r) => r.students) },
                { label: intl.formatMessage(reportMessages.teachers), values: (data?.regions ?? []).map((r) => r.teachers) },
              ]}
            />
          </ChartCard>
        ) : (
          <ChartCard title={<FormattedMessage {...reportMessages.byCourse} />} testId="dashboard-courses">
            <BarsChart
              categories={(data?.students_by_course ?? []).map((f) => labels.course(f.key))}
              series={[{ label: intl.formatMessage(reportMessages.students), values: (data?.students_by_course ?? []).map((f) => f.count) }]}
            />
          </ChartCard>
        )}
      </Box>
    </Box>
  );
}
