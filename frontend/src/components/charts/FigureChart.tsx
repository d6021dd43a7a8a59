/**
 * Charts of the report screens: a titled card, shares of a whole and bars side by side (MUI X
 * charts); a chart of nothing says so instead of drawing empty axes.
 */
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { PieChart } from '@mui/x-charts/PieChart';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { chartMessages } from './messages';

export interface Slice {
  label: string;
  value: number;
}

interface FrameProps {
  title: ReactNode;
  testId?: string;
  children: ReactNode;
}

/** A titled card around one chart. */
export function ChartCard({ title, testId, children }: FrameProps) {
  return (
    <Paper variant="outlined" sx={{ p: 2, minWidth: 0 }} data-testid={testId}>
      <Typography variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

function Empty() {
  return (
    <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
      <FormattedMessage {...chartMessages.nothing} />
    </Typography>
  );
}

/** Shares of a whole: statuses, genders. */
export function SharesChart({ slices, height = 220 }: { slices: readonly Slice[]; height?: number }) {
  if (slices.every((slice) => slice.value === 0)) return <Empty />;
  return (
    <PieChart
      height={height}
      series={[{ data: slices.map((slice, id) => ({ id, label: slice.label, value: slice.value })), innerRadius: 40, paddingAngle: 1 }]}
    />
  );
}

export interface BarSeries {
  label: string;
  values: readonly number[];
}

/** Figures compared side by side: per course, per institution, per teacher. */
export function BarsChart({
  categories,
  series,
  height = 260,
  horizontal = false,
}: {
  categories: readonly string[];
  series: readonly BarSeries[];
  height?: number;
  horizontal?: boolean;
}) {
  if (categories.length === 0) return <Empty />;
  const band = { scaleType: 'band' as const, data: [...categories] };
  return (
    <BarChart
      height={horizontal ? Math.max(height, categories.length * 28 + 60) : height}
      layout={horizontal ? 'horizontal' : 'vertical'}
      xAxis={horizontal ? undefined : [band]}
      yAxis={horizontal ? [{ ...band, width: 160 }] : undefined}
      series={series.map((s) => ({ label: s.label, data: [...s.values] }))}
    />
  );
}
