import { Group, NativeSelect, Stack, Text } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { DistributionsDocument, type DistributionFieldsFragment } from '../../gql/graphql';
import { PagedTable, type PagedColumn } from '../../shared/ui/PagedTable';
import { formatCents, formatOdance } from '../../shared/money/money';
import { useHistorySort } from '../../shared/money/history-sort';
import { amountColumn, dateColumn, messageColumn, RecordCardFooter } from '../../shared/money/record-cells';
import { SectionTitle, type Viewer } from './DistributorCards';
import { fullName } from '@odance/contract/accounts';

type Row = DistributionFieldsFragment;

export const DISTRIBUTIONS_PAGE_SIZE = 10;

const money = (cents: number) => <Text size="sm">{formatCents(cents)}</Text>;

const COLUMNS: Array<PagedColumn<Row>> = [
  {
    header: 'Recipient',
    cell: (row) => (
      <Text size="sm" fw={600}>
        {fullName(row.recipient)}
      </Text>
    ),
  },
  messageColumn(),
  dateColumn(),
  amountColumn(),
  { header: 'Taken', align: 'right', cell: (row) => money(row.fiatCents) },
  { header: 'Margin', align: 'right', cell: (row) => money(row.revenueCents) },
  { header: 'Fees', align: 'right', cell: (row) => money(row.feesCents) },
];

/** A distributor's distributions (its own without an id), paged and sorted by the server. */
export function DistributionHistory({ distributorId, viewer }: { distributorId?: string; viewer: Viewer }) {
  const { page, setPage, sort, sortOrder, select } = useHistorySort();
  const { data, previousData, loading, error, refetch } = useQuery(DistributionsDocument, {
    variables: { distributorId, page, pageSize: DISTRIBUTIONS_PAGE_SIZE, sort, sortOrder },
  });
  const result = (data ?? previousData)?.distributions;

  return (
    <Stack gap="sm" component="section" aria-labelledby="distribution-history-title">
      <Group justify="space-between" align="end" gap="sm">
        <SectionTitle id="distribution-history-title">Distribution history</SectionTitle>
        <NativeSelect
          label="Sort distributions"
          size="xs"
          {...select}
        />
      </Group>
      <PagedTable
        page={result ? { total: result.total, rows: result.distributions } : undefined}
        loading={loading}
        error={error}
        onRetry={refetch}
        errorTitle="The distributions could not be loaded"
        loadingLabel="Loading distributions"
        emptyText={viewer === 'self' ? 'No distributions yet. oDance you distribute will show here.' : 'This distributor has not distributed any oDance yet.'}
        tableLabel="Distribution history"
        minWidth={720}
        columns={COLUMNS}
        rowKey={(row) => row.id}
        card={(row) => <DistributionCard row={row} />}
        pager={{ label: 'Distribution pages', page, pageSize: DISTRIBUTIONS_PAGE_SIZE, onChange: setPage }}
        testId="distribution-history"
      />
    </Stack>
  );
}

function DistributionCard({ row }: { row: Row }) {
  return (
    <>
      <Group justify="space-between" align="start" wrap="nowrap" gap="xs">
        <Text size="sm" fw={600} style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
          To {fullName(row.recipient)}
        </Text>
        <Text size="sm" fw={700} style={{ whiteSpace: 'nowrap' }}>
          {formatOdance(row.amount)}
        </Text>
      </Group>
      <Text size="xs" c="dimmed" mt={4}>
        Taken {formatCents(row.fiatCents)} · margin {formatCents(row.revenueCents)} · fees {formatCents(row.feesCents)}
      </Text>
      <RecordCardFooter row={row} />
    </>
  );
}
