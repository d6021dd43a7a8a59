import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { PieChart } from '@mui/x-charts/PieChart';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { scienceMessages } from '../messages';

export interface Slice {
  label: string;
  value: number;
}

/** A titled card around one chart. */
export function ChartCard({ title, testId, children }: { title: ReactNode; testId?: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, minWidth: 0 }} data-testid={testId}>
      <Typography variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

function Nothing() {
  return (
    <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
      <FormattedMessage {...scienceMessages.reportNothing} />
    </Typography>
  );
}

/** Shares of a whole. */
export function Shares({ slices }: { slices: readonly Slice[] }) {
  if (slices.every((slice) => slice.value === 0)) return <Nothing />;
  return <PieChart height={220} series={[{ data: slices.map((slice, id) => ({ id, label: slice.label, value: slice.value })), innerRadius: 40, paddingAngle: 1 }]} />;
}

/** Figures side by side, one series or several. */
export function Bars({ categories, series, horizontal = false }: { categories: readonly string[]; series: readonly { label: string; values: readonly number[] }[]; horizontal?: boolean }) {
  if (categories.length === 0) return <Nothing />;
  const band = { scaleType: 'band' as const, data: [...categories] };
  return (
    <BarChart
      height={horizontal ? Math.max(240, categories.length * 32 + 60) : 260}
      layout={horizontal ? 'horizontal' : 'vertical'}
      xAxis={horizontal ? undefined : [band]}
      yAxis={horizontal ? [{ ...band, width: 180 }] : undefined}
      series={series.map((s) => ({ label: s.label, data: [...s.values] }))}
    />
  );
}
