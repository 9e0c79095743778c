import { lazy, Suspense, useState } from 'react';
import { Paper, SegmentedControl, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import dayjs from 'dayjs';
import { DistributorStatisticsDocument } from '../../gql/graphql';
import { formatCents, formatOdance } from '../../shared/money/money';
import { QueryError } from '../../shared/ui/QueryError';
import type { ChartMetric } from './DistributionChart';
import { SectionTitle, type Viewer } from './DistributorCards';

const DistributionChart = lazy(() => import('./DistributionChart'));

const METRICS: Array<{ value: ChartMetric; label: string }> = [
  { value: 'odance', label: 'oDance' },
  { value: 'revenueCents', label: 'Margin' },
  { value: 'feesCents', label: 'Fees' },
];

const dayLabel = (date: string) => dayjs(date).format('D MMM YYYY');

/** Totals and the per-day chart of the last 30 days (the server's default range). */
export function DistributorStatistics({ distributorId, viewer }: { distributorId?: string; viewer: Viewer }) {
  const { data, error, refetch } = useQuery(DistributorStatisticsDocument, { variables: { distributorId } });
  const [metric, setMetric] = useState<ChartMetric>('odance');
  const stats = data?.distributorStatistics;

  return (
    <Stack gap="sm" component="section" aria-labelledby="statistics-title">
      <SectionTitle id="statistics-title">Last 30 days</SectionTitle>
      {error && !stats ? (
        <QueryError title="The statistics could not be loaded" error={error} onRetry={refetch} />
      ) : !stats ? (
        <Skeleton height={300} role="status" aria-label="Loading statistics" />
      ) : (
        <Paper withBorder p={{ base: 'sm', sm: 'md' }} radius="md">
          <Stack gap="md">
            <Text size="sm" c="dimmed">
              {dayLabel(stats.from)} – {dayLabel(stats.to)} (UTC days)
            </Text>
            <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" component="dl" m={0} data-testid="statistics-totals">
              <Total label="Distributions" value={String(stats.totals.distributions)} />
              <Total label="oDance distributed" value={formatOdance(stats.totals.odance)} />
              <Total label={viewer === 'self' ? 'Your margin' : 'Margin'} value={formatCents(stats.totals.revenueCents)} />
              <Total label="Fees" value={formatCents(stats.totals.feesCents)} />
            </SimpleGrid>
            {stats.totals.distributions === 0 ? (
              <Text c="dimmed" ta="center" py="lg">
                No distributions in these 30 days yet.
              </Text>
            ) : (
              <Stack gap="xs">
                <SegmentedControl
                  aria-label="Chart shows"
                  size="xs"
                  w="fit-content"
                  data={METRICS}
                  value={metric}
                  onChange={(value) => setMetric(value)}
                />
                <figure style={{ margin: 0 }} aria-label={`Chart: ${METRICS.find((entry) => entry.value === metric)?.label} per day`}>
                  <Suspense fallback={<Skeleton height={240} role="status" aria-label="Loading chart" />}>
                    <DistributionChart days={stats.days} metric={metric} />
                  </Suspense>
                </figure>
              </Stack>
            )}
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}

function Total({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text component="dt" size="xs" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text component="dd" m={0} fw={700} size="lg">
        {value}
      </Text>
    </div>
  );
}
