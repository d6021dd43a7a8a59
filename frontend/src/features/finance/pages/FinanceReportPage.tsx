import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { InstitutionFilter } from '@/components/institution/InstitutionFilter';
import { useInstitutionChoices } from '@/components/institution/use-institution-choices';
import { ExportButton } from '@/components/list/ExportButton';
import { FilterSelect } from '@/components/list/FilterSelect';
import { Money } from '@/components/Money';
import { PageHeader } from '@/components/PageHeader';
import { PreparedAt } from '@/components/prepared/PreparedAt';
import { localized } from '@/lib/format';
import { useUi } from '@/store/ui';
import { useFinanceReport } from '../api/get-finance-report';
import { academicYears, currentAcademicYear, useFinanceLabels } from '../components/labels';
import { financeMessages } from '../messages';

function Figure({ label, testId, children }: { label: ReactNode; testId: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, flex: 1 }}>
      <Typography color="text.secondary" variant="body2">
        {label}
      </Typography>
      <Typography variant="h6" sx={{ fontWeight: 700 }} data-testid={testId}>
        {children}
      </Typography>
    </Paper>
  );
}

function ChartCard({ title, testId, children }: { title: ReactNode; testId: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, minWidth: 0, flex: 1 }} data-testid={testId}>
      <Typography variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** So‘m for a chart's axis. */
const soum = (tiyin: number) => Math.round(tiyin / 100);

/**
 * An academic year's finance: charged (contracts by their date), paid and owed, by month with
 * charts and by institution (the ministry's comparison; an institution sees its own), with an
 * Excel file; the months and the institutions sum to the same totals.
 */
export default function FinanceReportPage() {
  const intl = useIntl();
  const labels = useFinanceLabels();
  const language = useUi((state) => state.language);
  const choices = useInstitutionChoices();
  const [query, setQuery] = useSearchParams();
  const year = Number(query.get('academic_year')) || currentAcademicYear();
  const institution = Number(query.get('institution_id')) || undefined;
  const report = useFinanceReport({ academic_year: year, institution_id: institution });
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
  const months = data?.months ?? [];
  const categories = months.map((m) => `${m.month.slice(5)}.${m.month.slice(0, 4)}`);
  const label = (key: keyof typeof financeMessages) => intl.formatMessage(financeMessages[key]);
  return (
    <>
      <PageHeader
        title={<FormattedMessage {...financeMessages.reportTitle} />}
        actions={<ExportButton path="/reports/finance/" query={{ academic_year: year, institution_id: institution }} fileName={`finance-report-${year}`} />}
      />
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5} sx={{ mb: 2 }}>
        <FilterSelect
          name="academic_year"
          label={label('academicYear')}
          value={String(year)}
          options={academicYears().map((y) => ({ value: String(y), label: labels.year(y) }))}
          onChange={(value) => set('academic_year', value)}
        />
        <InstitutionFilter choices={choices} label={financeMessages.institution} value={institution ? String(institution) : undefined} onChange={(value) => set('institution_id', value)} />
      </Stack>
      <PreparedAt at={data?.prepared_at} />
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={1.5} sx={{ mb: 2 }}>
        <Figure label={label('contracts')} testId="figure-contracts">
          {data ? data.contracts : '…'}
        </Figure>
        <Figure label={label('charged')} testId="figure-charged">
          {data ? <Money minor={data.charged} /> : '…'}
        </Figure>
        <Figure label={label('paid')} testId="figure-paid">
          {data ? <Money minor={data.paid} /> : '…'}
        </Figure>
        <Figure label={label('owed')} testId="figure-owed">
          {data ? <Money minor={data.owed} /> : '…'}
        </Figure>
      </Stack>
      <Stack direction={{ xs: 'column', lg: 'row' }} spacing={1.5} sx={{ mb: 2 }}>
        <ChartCard title={label('reportMonths')} testId="chart-months">
          <BarChart
            height={280}
            xAxis={[{ scaleType: 'band', data: categories }]}
            series={[
              { label: label('charged'), data: months.map((m) => soum(m.charged)) },
              { label: label('paid'), data: months.map((m) => soum(m.paid)) },
            ]}
          />
        </ChartCard>
        <ChartCard title={label('reportOwedByMonth')} testId="chart-owed">
          <LineChart height={280} xAxis={[{ scaleType: 'point', data: categories }]} series={[{ label: label('owed'), data: months.map((m) => soum(m.owed)) }]} />
        </ChartCard>
      </Stack>
      <Paper variant="outlined">
        <Box sx={{ p: 2 }}>
          <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
            <FormattedMessage {...financeMessages.reportInstitutions} />
          </Typography>
        </Box>
        <Table size="small" data-testid="finance-institutions">
          <TableHead>
            <TableRow>
              <TableCell>{label('institution')}</TableCell>
              <TableCell align="right">{label('contracts')}</TableCell>
              <TableCell align="right">{label('charged')}</TableCell>
              <TableCell align="right">{label('paid')}</TableCell>
              <TableCell align="right">{label('owed')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {(data?.institutions ?? []).map((row) => (
              <TableRow key={row.institution_id}>
                <TableCell>{localized(row.name, language)}</TableCell>
                <TableCell align="right">{row.contracts}</TableCell>
                <TableCell align="right">
                  <Money minor={row.charged} />
                </TableCell>
                <TableCell align="right">
                  <Money minor={row.paid} />
                </TableCell>
                <TableCell align="right">
                  <Money minor={row.owed} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Paper>
    </>
  );
}
