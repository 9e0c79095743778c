import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import dayjs from 'dayjs';
import type { DistributorStatisticsQuery } from '../../gql/graphql';
import { formatCents, formatOdance } from '../../shared/money/money';
import { compactNumber } from '../../shared/format/compact-number';

type Day = DistributorStatisticsQuery['distributorStatistics']['days'][number];
export type ChartMetric = 'odance' | 'revenueCents' | 'feesCents';


/** `format` for the tooltip; `tick` for the axis, short enough for a phone. */
const SERIES: Record<ChartMetric, { label: string; color: string; format: (value: number) => string; tick: (value: number) => string }> = {
  odance: { label: 'oDance distributed', color: 'brand.7', format: formatOdance, tick: (value) => compactNumber(value) },
  revenueCents: { label: 'Margin', color: 'teal.8', format: (dollars) => formatCents(Math.round(dollars * 100)), tick: (value) => `$${compactNumber(value)}` },
  feesCents: { label: 'Fees', color: 'orange.7', format: (dollars) => formatCents(Math.round(dollars * 100)), tick: (value) => `$${compactNumber(value)}` },
};

/**
 * One bar per day (recharts through @mantine/charts). Its own chunk: the page paints its figures before the
 * chart library arrives, and no other page downloads it. Cents are charted as dollars so the axis reads money.
 */
export default function DistributionChart({ days, metric }: { days: Day[]; metric: ChartMetric }) {
  const series = SERIES[metric];
  const data = days.map((day) => ({
    day: dayjs(day.date).format('D MMM'),
    value: metric === 'odance' ? day.odance : day[metric] / 100,
  }));
  return (
    <BarChart
      h={240}
      data={data}
      dataKey="day"
      series={[{ name: 'value', label: series.label, color: series.color }]}
      valueFormatter={series.format}
      tickLine="y"
      gridAxis="y"
      withTooltip
      tooltipAnimationDuration={150}
      xAxisProps={{ interval: 'preserveStartEnd', minTickGap: 16 }}
      yAxisProps={{ allowDecimals: false, width: 44, tickFormatter: series.tick }}
      barProps={{ radius: [4, 4, 0, 0] }}
    />
  );
}
