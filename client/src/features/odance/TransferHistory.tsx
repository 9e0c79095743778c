import { Avatar, Badge, Group, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { IconArrowDownLeft, IconArrowUpRight } from '@tabler/icons-react';
import { MyTransfersDocument, type MyTransfersQuery } from '../../gql/graphql';
import { PagedTable, type PagedColumn } from '../../shared/ui/PagedTable';
import { useHistorySort } from '../../shared/money/history-sort';
import { formatOdance } from '../../shared/money/money';
import { dateColumn, messageColumn, RecordCardFooter } from '../../shared/money/record-cells';
import { fullName } from '../../shared/accounts/full-name';

type Row = MyTransfersQuery['myTransfers']['transfers'][number];

export const TRANSFERS_PAGE_SIZE = 10;

/** The signed-in user's transfers, sent and received (server-side paging and sorting). */
export function TransferHistory({ title = 'Transfers', emptyText }: { title?: string; emptyText: string }) {
  const { page, setPage, sort, sortOrder, select } = useHistorySort();
  const { data, previousData, loading, error, refetch } = useQuery(MyTransfersDocument, {
    variables: { page, pageSize: TRANSFERS_PAGE_SIZE, sort, sortOrder },
  });
  const result = (data ?? previousData)?.myTransfers;

  return (
    <Stack gap="sm" component="section" aria-labelledby="transfer-history-title">
      <Group justify="space-between" align="end" gap="sm">
        <Title order={2} size="h3" id="transfer-history-title">
          {title}
        </Title>
        <NativeSelect
          label="Sort transfers"
          size="xs"
          {...select}
        />
      </Group>
      <PagedTable
        page={result ? { total: result.total, rows: result.transfers } : undefined}
        loading={loading}
        error={error}
        onRetry={() => void refetch().catch(() => undefined)}
        errorTitle="Your transfers could not be loaded"
        loadingLabel="Loading transfers"
        emptyText={emptyText}
        tableLabel={title}
        minWidth={560}
        columns={COLUMNS}
        rowKey={(row) => row.id}
        card={(row) => (
          <>
            <Group justify="space-between" align="start" wrap="nowrap" gap="xs">
              <Direction row={row} />
              <SignedAmount row={row} />
            </Group>
            <RecordCardFooter row={row} />
          </>
        )}
        pager={{ label: 'Transfer pages', page, pageSize: TRANSFERS_PAGE_SIZE, onChange: setPage }}
      />
    </Stack>
  );
}

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
    // Mantine's green 9 is 4.4:1 on white, under AA for 14 px text: a darker green for received amounts (6.2:1).
    <Text fw={700} size="sm" c={sent ? 'red.9' : '#1f6f33'} style={{ whiteSpace: 'nowrap' }}>
      {sent ? '−' : '+'}
      {formatOdance(row.amount)}
    </Text>
  );
}

const COLUMNS: Array<PagedColumn<Row>> = [
  { header: 'Who', cell: (row) => <Direction row={row} /> },
  messageColumn(),
  dateColumn(),
  { header: 'Amount', align: 'right', cell: (row) => <SignedAmount row={row} /> },
];
