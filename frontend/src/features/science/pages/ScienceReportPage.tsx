import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { InstitutionFilter } from '@/components/institution/InstitutionFilter';
import { useInstitutionChoices } from '@/components/institution/use-institution-choices';
import { ExportButton } from '@/components/list/ExportButton';
import { FilterSelect } from '@/components/list/FilterSelect';
import { Money } from '@/components/Money';
import { PageHeader } from '@/components/PageHeader';
import { localized } from '@/lib/format';
import { useUi } from '@/store/ui';
import { useScienceReport } from '../api/get-science-report';
import { useScienceLabels } from '../components/labels';
import { BarsChart, ChartCard, SharesChart } from '@/components/charts/FigureChart';
import { recentYears, thisYear } from '../components/this-year';
import { scienceMessages } from '../messages';

function Figure({ label, testId, children }: { label: ReactNode; testId: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography color="text.secondary" variant="body2">
        {label}
      </Typography>
      <Typography variant="h5" sx={{ fontWeight: 700 }} data-testid={testId}>
        {children}
      </Typography>
    </Paper>
  );
}

/**
 * The science report of a year: publications (the verified ones count) by kind and indexing,
 * projects and their funding, doctoral students and defences, with each institution's line for
 * the ministry (an institution sees its own), charts and an Excel file.
 */
export default function ScienceReportPage() {
  const intl = useIntl();
  const labels = useScienceLabels();
  const language = useUi((state) => state.language);
  const choices = useInstitutionChoices();
  const [query, setQuery] = useSearchParams();
  const year = Number(query.get('year')) || thisYear();
  const institution = Number(query.get('institution_id')) || undefined;
  const report = useScienceReport({ year, institution_id: institution });
  const data = report.data;
  const set = (key: string, value: string | undefined) =>
    setQuery(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true },
    );
  const value = (n: number | undefined) => (n === undefined ? '…' : n.toLocaleString('ru-RU'));
  const uzs = data?.funding.find((f) => f.currency === 'UZS')?.amount ?? 0;
  const others = data?.funding.filter((f) => f.currency !== 'UZS') ?? [];
  const rows = data?.institutions ?? [];

  return (
    <>
      <PageHeader
        title={<FormattedMessage {...scienceMessages.reportTitle} />}
        actions={<ExportButton path="/reports/science/" query={{ year, institution_id: institution }} fileName={`science-report-${year}`} />}
      />
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5} sx={{ mb: 2 }}>
        <FilterSelect
          name="year"
          label={intl.formatMessage(scienceMessages.filterYear)}
          value={String(year)}
          options={recentYears().map((y) => ({ value: String(y), label: String(y) }))}
          onChange={(next) => set('year', next)}
        />
        <InstitutionFilter choices={choices} label={scienceMessages.institution} value={institution ? String(institution) : undefined} onChange={(next) => set('institution_id', next)} />
      </Stack>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(3, 1fr)', lg: 'repeat(5, 1fr)' }, mb: 2 }} data-testid="science-figures">
        <Figure label={<FormattedMessage {...scienceMessages.reportPublications} />} testId="figure-publications">
          {value(data?.publications)}
        </Figure>
        <Figure label={<FormattedMessage {...scienceMessages.reportInternational} />} testId="figure-international">
          {value(rows.reduce((sum, row) => sum + row.international, 0))}
        </Figure>
        <Figure label={<FormattedMessage {...scienceMessages.reportPending} />} testId="figure-pending">
          {value(data?.publications_pending)}
        </Figure>
        <Figure label={<FormattedMessage {...scienceMessages.reportForeign} />} testId="figure-foreign">
          {value(data?.publications_foreign)}
        </Figure>
        <Figure label={<FormattedMessage {...scienceMessages.reportProjects} />} testId="figure-projects">
          {value(data?.projects)}
        </Figure>
        <Figure label={<FormattedMessage {...scienceMessages.reportFunding} />} testId="figure-funding">
          <Money minor={uzs} />
          {others.map((f) => (
            <Typography key={f.currency} component="div" variant="body2">
              <Money minor={f.amount} currency={f.currency} />
            </Typography>
          ))}
        </Figure>
        <Figure label={<FormattedMessage {...scienceMessages.reportDoctoralStudents} />} testId="figure-doctoral">
          {value(data?.doctoral_students)}
        </Figure>
        <Figure label={<FormattedMessage {...scienceMessages.reportAdmitted} />} testId="figure-admitted">
          {value(data?.admitted)}
        </Figure>
        <Figure label={<FormattedMessage {...scienceMessages.reportDefences} />} testId="figure-defences">
          {value(data?.defences)}
        </Figure>
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, mb: 2 }}>
        <ChartCard title={<FormattedMessage {...scienceMessages.reportByKind} />} testId="chart-kind">
          <SharesChart slices={(data?.publications_by_kind ?? []).map((f) => ({ label: labels.publicationKind(f.key), value: f.count }))} />
        </ChartCard>
        <ChartCard title={<FormattedMessage {...scienceMessages.reportByIndexing} />} testId="chart-indexing">
          <BarsChart
            categories={(data?.publications_by_indexing ?? []).map((f) => labels.indexing(f.key))}
            series={[{ label: intl.formatMessage(scienceMessages.reportCount), values: (data?.publications_by_indexing ?? []).map((f) => f.count) }]}
          />
        </ChartCard>
        <ChartCard title={<FormattedMessage {...scienceMessages.reportProjectsByKind} />} testId="chart-projects">
          <BarsChart
            categories={(data?.projects_by_kind ?? []).map((f) => labels.projectKind(f.key))}
            series={[{ label: intl.formatMessage(scienceMessages.reportCount), values: (data?.projects_by_kind ?? []).map((f) => f.count) }]}
          />
        </ChartCard>
        <ChartCard title={<FormattedMessage {...scienceMessages.reportBySubKind} />} testId="chart-sub-kind">
          <BarsChart
            horizontal
            categories={(data?.publications_by_sub_kind ?? []).map((f) => labels.subKind(f.key))}
            series={[{ label: intl.formatMessage(scienceMessages.reportCount), values: (data?.publications_by_sub_kind ?? []).map((f) => f.count) }]}
          />
        </ChartCard>
        <ChartCard title={<FormattedMessage {...scienceMessages.reportDoctoralByKind} />} testId="chart-doctoral">
          <SharesChart slices={(data?.doctoral_students_by_kind ?? []).map((f) => ({ label: labels.doctorateKind(f.key), value: f.count }))} />
        </ChartCard>
        <ChartCard title={<FormattedMessage {...scienceMessages.reportDoctoralByForm} />} testId="chart-doctoral-form">
          <SharesChart slices={(data?.doctoral_students_by_form ?? []).map((f) => ({ label: labels.studyForm(f.key), value: f.count }))} />
        </ChartCard>
      </Box>
      {choices.ministry && (
        <Box sx={{ mb: 2 }}>
          <ChartCard title={<FormattedMessage {...scienceMessages.reportInstitutions} />} testId="chart-institutions">
            <BarsChart
              horizontal
              categories={rows.map((row) => localized(row.name, language))}
              series={[
                { label: intl.formatMessage(scienceMessages.reportPublications), values: rows.map((row) => row.publications) },
                { label: intl.formatMessage(scienceMessages.reportInternational), values: rows.map((row) => row.international) },
              ]}
            />
          </ChartCard>
        </Box>
      )}
      <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
        <Table size="small" data-testid="science-institutions">
          <TableHead>
            <TableRow>
              <TableCell>{intl.formatMessage(scienceMessages.institution)}</TableCell>
              <TableCell align="right">{intl.formatMessage(scienceMessages.reportPublications)}</TableCell>
              <TableCell align="right">{intl.formatMessage(scienceMessages.reportInternational)}</TableCell>
              <TableCell align="right">{intl.formatMessage(scienceMessages.reportProjects)}</TableCell>
              <TableCell align="right">{intl.formatMessage(scienceMessages.reportFunding)}</TableCell>
              <TableCell align="right">{intl.formatMessage(scienceMessages.reportDoctoralStudents)}</TableCell>
              <TableCell align="right">{intl.formatMessage(scienceMessages.reportDefences)}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.institution_id}>
                <TableCell>{localized(row.name, language)}</TableCell>
                <TableCell align="right">{row.publications}</TableCell>
                <TableCell align="right">{row.international}</TableCell>
                <TableCell align="right">{row.projects}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  <Money minor={row.funding_uzs} />
                </TableCell>
                <TableCell align="right">{row.doctoral_students}</TableCell>
                <TableCell align="right">{row.defences}</TableCell>
              </TableRow>
            ))}
            {rows.length === 0 && (
              <TableRow>
                <TableCell colSpan={7} align="center">
                  <FormattedMessage {...scienceMessages.reportNothing} />
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </Paper>
    </>
  );
}
