import { useState } from 'react';
import { Anchor, Avatar, Badge, Group, NativeSelect, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { IconArrowDownLeft, IconArrowUpRight, IconReceipt } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ErrorCode } from '@odance/contract/errors';
import { MyTransfersDocument, type MyTransfersQuery } from '../../gql/graphql';
import { toApiError } from '../../shared/api/api-error';
import { useRuntimeConfig } from '../../shared/config/ConfigContext';
import { PagedTable, type PagedColumn } from '../../shared/ui/PagedTable';
import { useHistorySort } from '../../shared/money/history-sort';
import { formatOdance } from '../../shared/money/money';
import { formatDateTime } from '../../shared/dates/dates';
import { dateColumn, messageColumn, RecordCardFooter } from '../../shared/money/record-cells';
import { fullName } from '@odance/contract/accounts';
import { ExportCsvButton } from '../admin/FilterFields';
import { HistoryFilters } from './HistoryFilters';
import { EMPTY_HISTORY_FILTERS, historyExportHref, KIND_LABELS, receiptPath, SERVER_HISTORY_FIELDS, toHistoryFilter, validateHistoryFilters } from './history-filters';

type Row = MyTransfersQuery['myTransfers']['transfers'][number];

export const TRANSFERS_PAGE_SIZE = 10;

/**
 * The signed-in user's history: transfers sent and received, distributions bought or sold (server-side paging,
 * sorting and, with `withFilters`, filters by name, dates and kind, and the CSV export of what they select). Each row
 * links to its receipt.
 */
export function TransferHistory({ title = 'Transfers', emptyText, withFilters = false }: { title?: string; emptyText: string; withFilters?: boolean }) {
  const { page, setPage, sort, sortOrder, select } = useHistorySort();
  const [applied, setApplied] = useState(EMPTY_HISTORY_FILTERS);
  const filter = withFilters ? toHistoryFilter(applied) : null;
  const valid = Object.keys(validateHistoryFilters(applied)).length === 0;
  const { data, previousData, loading, error, refetch } = useQuery(MyTransfersDocument, {
    variables: { page, pageSize: TRANSFERS_PAGE_SIZE, sort, sortOrder, ...(filter ? { filter } : {}) },
    skip: !valid,
  });
  const result = (data ?? previousData)?.myTransfers;
  const { apiUrl } = useRuntimeConfig();
  // A filter the server refused (the form checks the same rules): said under its field, and no stale rows meanwhile.
  const apiError = error ? toApiError(error) : null;
  const serverField = apiError?.code === ErrorCode.VALIDATION_FAILED ? SERVER_HISTORY_FIELDS[String(apiError.params.field)] : undefined;

  return (
    <Stack gap="sm" component="section" aria-labelledby="transfer-history-title">
      <Group justify="space-between" align="end" gap="sm">
        <Title order={2} size="h3" id="transfer-history-title">
          {title}
        </Title>
        <Group gap="sm" align="end">
          <NativeSelect label="Sort transfers" size="xs" {...select} />
          {withFilters ? <ExportCsvButton href={historyExportHref(apiUrl, filter, { sort, sortOrder })} /> : null}
        </Group>
      </Group>
      {withFilters ? (
        <HistoryFilters
          initial={applied}
          serverError={serverField && apiError ? { field: serverField, reason: apiError.params.reason ?? 'invalid' } : null}
          onApply={(values) => {
            setApplied(values);
            setPage(1);
          }}
        />
      ) : null}
      {withFilters && filter && result && !serverField ? (
        <Text size="sm" c="dimmed" role="status">
          {result.total.toLocaleString('en-US')} {result.total === 1 ? 'match' : 'matches'}
        </Text>
      ) : null}
      {serverField ? (
        <Text c="dimmed">Correct the filters to see your history.</Text>
      ) : (
        <PagedTable
          page={result ? { total: result.total, rows: result.transfers } : undefined}
          loading={loading}
          error={error}
          onRetry={refetch}
          errorTitle="Your transfers could not be loaded"
          loadingLabel="Loading transfers"
          emptyText={filter ? 'Nothing matches these filters.' : emptyText}
          tableLabel={title}
          minWidth={640}
          columns={COLUMNS}
          rowKey={(row) => row.id}
          card={(row) => (
            <>
              <Group justify="space-between" align="start" wrap="nowrap" gap="xs">
                <Direction row={row} />
                <SignedAmount row={row} />
              </Group>
              <RecordCardFooter row={row} />
              <ReceiptLink row={row} />
            </>
          )}
          pager={{ label: 'Transfer pages', page, pageSize: TRANSFERS_PAGE_SIZE, onChange: setPage }}
          testId="transfer-history"
        />
      )}
    </Stack>
  );
}

function Direction({ row }: { row: Row }) {
  const sent = row.direction === 'sent';
  return (
    // minWidth 0 lets the name's side shrink beside the amount, and a long name wraps, as on the admin cards.
    <Group gap="xs" wrap="nowrap" align="start" style={{ minWidth: 0 }}>
      <Avatar size={32} radius="xl" color={sent ? 'orange' : 'green'} aria-hidden>
        {sent ? <IconArrowUpRight size={18} /> : <IconArrowDownLeft size={18} />}
      </Avatar>
      <div style={{ minWidth: 0 }}>
        <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
          {sent ? 'To' : 'From'} {fullName(row.counterparty)}
        </Text>
        <Badge size="xs" variant="light" color={sent ? 'orange' : 'green'} styles={{ label: { color: 'var(--mantine-color-black)' } }}>
          {KIND_LABELS[row.kind]}
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

/** The row's receipt; its accessible name says which row, since every row has one. */
function ReceiptLink({ row }: { row: Row }) {
  const label = `Receipt: ${row.direction === 'sent' ? 'to' : 'from'} ${fullName(row.counterparty)}, ${formatOdance(row.amount)}, ${formatDateTime(row.createdAt)}`;
  return (
    <Anchor component={Link} to={receiptPath(row.id)} size="sm" aria-label={label} style={{ whiteSpace: 'nowrap' }}>
      <Group gap={4} component="span" wrap="nowrap">
        <IconReceipt size={16} aria-hidden />
        Receipt
      </Group>
    </Anchor>
  );
}

const COLUMNS: Array<PagedColumn<Row>> = [
  { header: 'Who', cell: (row) => <Direction row={row} /> },
  messageColumn(),
  dateColumn(),
  { header: 'Amount', align: 'right', cell: (row) => <SignedAmount row={row} /> },
  { header: <VisuallyHidden>Receipt</VisuallyHidden>, cell: (row) => <ReceiptLink row={row} /> },
];
