import { useState } from 'react';
import { Group, NativeSelect, Paper, Skeleton, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { DistributionsDocument, type DistributionFieldsFragment, type DistributionSort, type SortOrder } from '../../gql/graphql';
import { useIsMobile } from '../../shared/hooks/use-is-mobile';
import { formatDateTime } from '../odance/dates';
import { HistoryPager } from '../odance/HistoryPager';
import { formatCents, formatOdance } from '../odance/money';
import { QueryError } from '../odance/QueryError';
import { SectionTitle, type Viewer } from './DistributorCards';
import { ScrollTable } from './ScrollTable';

type Row = DistributionFieldsFragment;

const SORTS: Array<{ value: string; label: string; sort: DistributionSort; sortOrder: SortOrder }> = [
  { value: 'newest', label: 'Newest first', sort: 'createdAt', sortOrder: 'desc' },
  { value: 'oldest', label: 'Oldest first', sort: 'createdAt', sortOrder: 'asc' },
  { value: 'largest', label: 'Largest amount first', sort: 'amount', sortOrder: 'desc' },
  { value: 'smallest', label: 'Smallest amount first', sort: 'amount', sortOrder: 'asc' },
];

export const DISTRIBUTIONS_PAGE_SIZE = 10;

const recipientName = (row: Row) => `${row.recipient.firstName} ${row.recipient.lastName}`;

/** A distributor's distributions (its own without an id), paged and sorted by the server. */
export function DistributionHistory({ distributorId, viewer }: { distributorId?: string; viewer: Viewer }) {
  const [page, setPage] = useState(1);
  const [sortKey, setSortKey] = useState('newest');
  const { sort, sortOrder } = SORTS.find((option) => option.value === sortKey) ?? SORTS[0]!;
  const { data, previousData, loading, error, refetch } = useQuery(DistributionsDocument, {
    variables: { distributorId, page, pageSize: DISTRIBUTIONS_PAGE_SIZE, sort, sortOrder },
  });
  const result = (data ?? previousData)?.distributions;
  const isMobile = useIsMobile();

  return (
    <Stack gap="sm" component="section" aria-labelledby="distribution-history-title">
      <Group justify="space-between" align="end" gap="sm">
        <SectionTitle id="distribution-history-title">Distribution history</SectionTitle>
        <NativeSelect
          label="Sort distributions"
          size="xs"
          data={SORTS.map(({ value, label }) => ({ value, label }))}
          value={sortKey}
          onChange={(event) => {
            setSortKey(event.currentTarget.value);
            setPage(1);
          }}
        />
      </Group>
      {error && !result ? (
        <QueryError title="The distributions could not be loaded" error={error} onRetry={() => void refetch().catch(() => undefined)} />
      ) : !result ? (
        <Stack gap="xs" role="status" aria-busy="true" aria-label="Loading distributions">
          <Skeleton height={44} />
          <Skeleton height={44} />
          <Skeleton height={44} />
        </Stack>
      ) : result.total === 0 ? (
        <Paper withBorder p="lg" ta="center">
          <Text c="dimmed">
            {viewer === 'self' ? 'No distributions yet. oDance you distribute will show here.' : 'This distributor has not distributed any oDance yet.'}
          </Text>
        </Paper>
      ) : (
        <div aria-busy={loading} data-testid="distribution-history">
          {isMobile ? <DistributionCards rows={result.distributions} /> : <DistributionTable rows={result.distributions} />}
          <HistoryPager label="Distribution pages" page={page} pageSize={DISTRIBUTIONS_PAGE_SIZE} total={result.total} onChange={setPage} />
        </div>
      )}
    </Stack>
  );
}

function Message({ row }: { row: Row }) {
  return (
    <Text size="sm" style={{ overflowWrap: 'anywhere' }} c={row.message ? undefined : 'dimmed'}>
      {row.message ?? 'No message'}
    </Text>
  );
}

function DistributionTable({ rows }: { rows: Row[] }) {
  return (
    <ScrollTable label="Distribution history" minWidth={720}>
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Recipient</Table.Th>
            <Table.Th>Message</Table.Th>
            <Table.Th>Date</Table.Th>
            <Table.Th ta="right">Amount</Table.Th>
            <Table.Th ta="right">Taken</Table.Th>
            <Table.Th ta="right">Margin</Table.Th>
            <Table.Th ta="right">Fees</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id}>
              <Table.Td>
                <Text size="sm" fw={600}>
                  {recipientName(row)}
                </Text>
              </Table.Td>
              <Table.Td>
                <Message row={row} />
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <Text size="sm">{formatDateTime(row.createdAt)}</Text>
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                <Text size="sm" fw={700}>
                  {formatOdance(row.amount)}
                </Text>
              </Table.Td>
              <Table.Td ta="right">
                <Text size="sm">{formatCents(row.fiatCents)}</Text>
              </Table.Td>
              <Table.Td ta="right">
                <Text size="sm">{formatCents(row.revenueCents)}</Text>
              </Table.Td>
              <Table.Td ta="right">
                <Text size="sm">{formatCents(row.feesCents)}</Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}

function DistributionCards({ rows }: { rows: Row[] }) {
  return (
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {rows.map((row) => (
        <Paper key={row.id} withBorder p="sm" component="li">
          <Group justify="space-between" align="start" wrap="nowrap" gap="xs">
            <Text size="sm" fw={600} style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
              To {recipientName(row)}
            </Text>
            <Text size="sm" fw={700} style={{ whiteSpace: 'nowrap' }}>
              {formatOdance(row.amount)}
            </Text>
          </Group>
          <Text size="xs" c="dimmed" mt={4}>
            Taken {formatCents(row.fiatCents)} · margin {formatCents(row.revenueCents)} · fees {formatCents(row.feesCents)}
          </Text>
          {row.message ? (
            <Text size="sm" mt="xs" style={{ overflowWrap: 'anywhere' }}>
              {row.message}
            </Text>
          ) : null}
          <Text size="xs" c="dimmed" mt={4}>
            {formatDateTime(row.createdAt)}
          </Text>
        </Paper>
      ))}
    </Stack>
  );
}
