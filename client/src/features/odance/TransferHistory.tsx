import { useState } from 'react';
import { Avatar, Badge, Group, NativeSelect, Paper, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { IconArrowDownLeft, IconArrowUpRight } from '@tabler/icons-react';
import { MyTransfersDocument, type MyTransfersQuery, type SortOrder, type TransferSort } from '../../gql/graphql';
import { useIsMobile } from '../../shared/hooks/use-is-mobile';
import { formatDateTime } from './dates';
import { HistoryPager } from './HistoryPager';
import { formatOdance } from './money';
import { QueryError } from './QueryError';

type Row = MyTransfersQuery['myTransfers']['transfers'][number];

const SORTS: Array<{ value: string; label: string; sort: TransferSort; sortOrder: SortOrder }> = [
  { value: 'newest', label: 'Newest first', sort: 'createdAt', sortOrder: 'desc' },
  { value: 'oldest', label: 'Oldest first', sort: 'createdAt', sortOrder: 'asc' },
  { value: 'largest', label: 'Largest amount first', sort: 'amount', sortOrder: 'desc' },
  { value: 'smallest', label: 'Smallest amount first', sort: 'amount', sortOrder: 'asc' },
];

export const TRANSFERS_PAGE_SIZE = 10;

/** The signed-in user's transfers, sent and received (server-side paging and sorting). */
export function TransferHistory({ title = 'Transfers', emptyText }: { title?: string; emptyText: string }) {
  const [page, setPage] = useState(1);
  const [sortKey, setSortKey] = useState('newest');
  const { sort, sortOrder } = SORTS.find((option) => option.value === sortKey) ?? SORTS[0]!;
  const { data, previousData, loading, error, refetch } = useQuery(MyTransfersDocument, {
    variables: { page, pageSize: TRANSFERS_PAGE_SIZE, sort, sortOrder },
  });
  const result = (data ?? previousData)?.myTransfers;
  const isMobile = useIsMobile();

  return (
    <Stack gap="sm" component="section" aria-labelledby="transfer-history-title">
      <Group justify="space-between" align="end" gap="sm">
        <Title order={2} size="h3" id="transfer-history-title">
          {title}
        </Title>
        <NativeSelect
          label="Sort transfers"
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
        <QueryError title="Your transfers could not be loaded" error={error} onRetry={() => void refetch().catch(() => undefined)} />
      ) : !result ? (
        <Stack gap="xs" aria-busy="true" aria-label="Loading transfers">
          <Skeleton height={44} />
          <Skeleton height={44} />
          <Skeleton height={44} />
        </Stack>
      ) : result.total === 0 ? (
        <Paper withBorder p="lg" ta="center">
          <Text c="dimmed">{emptyText}</Text>
        </Paper>
      ) : (
        <div aria-busy={loading}>
          {isMobile ? <TransferCards rows={result.transfers} /> : <TransferTable rows={result.transfers} />}
          <HistoryPager label="Transfer pages" page={page} pageSize={TRANSFERS_PAGE_SIZE} total={result.total} onChange={setPage} />
        </div>
      )}
    </Stack>
  );
}

const fullName = ({ firstName, lastName }: Row['counterparty']) => `${firstName} ${lastName}`;

function Direction({ row }: { row: Row }) {
  const sent = row.direction === 'sent';
  return (
    <Group gap="xs" wrap="nowrap">
      <Avatar size={32} radius="xl" color={sent ? 'orange' : 'green'} aria-hidden>
        {sent ? <IconArrowUpRight size={18} /> : <IconArrowDownLeft size={18} />}
      </Avatar>
      <div style={{ minWidth: 0 }}>
        <Text size="sm" fw={600} truncate>
          {sent ? 'To' : 'From'} {fullName(row.counterparty)}
        </Text>
        <Badge size="xs" variant="light" color={sent ? 'orange' : 'green'} styles={{ label: { color: 'var(--mantine-color-black)' } }}>
          {sent ? 'Sent' : 'Received'}
        </Badge>
      </div>
    </Group>
  );
}

function SignedAmount({ row }: { row: Row }) {
  const sent = row.direction === 'sent';
  return (
    <Text fw={700} size="sm" c={sent ? 'red.9' : 'green.9'} style={{ whiteSpace: 'nowrap' }}>
      {sent ? '−' : '+'}
      {formatOdance(row.amount)}
    </Text>
  );
}

function TransferTable({ rows }: { rows: Row[] }) {
  return (
    <Table verticalSpacing="sm" highlightOnHover>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Who</Table.Th>
          <Table.Th>Message</Table.Th>
          <Table.Th>Date</Table.Th>
          <Table.Th ta="right">Amount</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.id}>
            <Table.Td>
              <Direction row={row} />
            </Table.Td>
            <Table.Td>
              <Text size="sm" style={{ overflowWrap: 'anywhere' }} c={row.message ? undefined : 'dimmed'}>
                {row.message ?? 'No message'}
              </Text>
            </Table.Td>
            <Table.Td>
              <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                {formatDateTime(row.createdAt)}
              </Text>
            </Table.Td>
            <Table.Td ta="right">
              <SignedAmount row={row} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function TransferCards({ rows }: { rows: Row[] }) {
  return (
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {rows.map((row) => (
        <Paper key={row.id} withBorder p="sm" component="li">
          <Group justify="space-between" align="start" wrap="nowrap" gap="xs">
            <Direction row={row} />
            <SignedAmount row={row} />
          </Group>
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
