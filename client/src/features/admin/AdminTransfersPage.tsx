import '@mantine/dates/styles.css';
import { useEffect, type ReactNode } from 'react';
import { Badge, Button, Group, NativeSelect, NumberInput, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useQuery } from '@apollo/client/react';
import { IconFilter, IconX } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { ErrorCode } from '@odance/contract/errors';
import { AdminTransfersDocument, type AdminTransfersQuery } from '../../gql/graphql';
import { toApiError } from '../../shared/api/api-error';
import { AccountPicker } from '../../shared/accounts/AccountPicker';
import { movementSort, SORT_OPTIONS } from '../../shared/money/history-sort';
import { formatCents, formatOdance } from '../../shared/money/money';
import { amountColumn, dateColumn, messageColumn, RecordCardFooter } from '../../shared/money/record-cells';
import { PagedTable, type PagedColumn } from '../../shared/ui/PagedTable';
import {
  EMPTY_FILTERS,
  filtersFromParams,
  filtersToParams,
  SERVER_FILTER_FIELDS,
  toServerFilter,
  validateTransferFilters,
  type TransferFilterValues,
} from './transfer-filters';
import { fullName } from '@odance/contract/accounts';
import { useAddressFilterForm } from '../../shared/forms/use-address-filter-form';
import { useRuntimeConfig } from '../../shared/config/ConfigContext';
import { exportHref } from './export-link';
import { DayFilterInput, ExportCsvButton, filterAccount } from './FilterFields';

type Row = AdminTransfersQuery['transfers']['transfers'][number];

export const ADMIN_TRANSFERS_PAGE_SIZE = 20;

const TYPES = [
  { value: '', label: 'Transfers and distributions' },
  { value: 'transfer', label: 'Transfers' },
  { value: 'distribution', label: 'Distributions' },
];

/** /admin-panel/transfers: every transfer and distribution, with filters in the address, sorted and paged. */
export default function AdminTransfersPage() {
  useDocumentTitle('All transfers and distributions · Admin panel · oDance');
  const [params, setParams] = useSearchParams();
  const applied = filtersFromParams(params);
  const appliedErrors = validateTransferFilters(applied);
  const valid = Object.keys(appliedErrors).length === 0;
  const { value: sortKey, sort, sortOrder } = movementSort(params.get('sort'));
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const { data, previousData, loading, error, refetch } = useQuery(AdminTransfersDocument, {
    variables: { filter: toServerFilter(applied), sort, sortOrder, page, pageSize: ADMIN_TRANSFERS_PAGE_SIZE },
    skip: !valid,
  });
  const result = (data ?? previousData)?.transfers;
  const { apiUrl } = useRuntimeConfig();

  const setParam = (key: string, value: string | null) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (value === null) next.delete(key);
        else next.set(key, value);
        if (key !== 'page') next.delete('page');
        return next;
      },
      { replace: true },
    );

  // A rule the server still refused (the form checks the same ones): its message goes under its field.
  const apiError = error ? toApiError(error) : null;
  const serverField = apiError?.code === ErrorCode.VALIDATION_FAILED ? SERVER_FILTER_FIELDS[String(apiError.params.field)] : undefined;

  return (
    <Stack gap="lg" py="md">
      <Stack gap={4}>
        <Title order={1}>All transfers and distributions</Title>
        <Text c="dimmed">Every movement of oDance between members, and every distribution.</Text>
      </Stack>

      <FilterForm
        applied={applied}
        serverError={serverField && apiError ? { field: serverField, reason: apiError.params.reason ?? 'invalid' } : null}
        onApply={(values) => setParams((previous) => filtersToParams(values, previous))}
      />

      <section aria-labelledby="transfer-results-title">
        <Group justify="space-between" align="end" gap="sm" mb="xs">
          <Title order={2} size="h4" id="transfer-results-title">
            {!valid ? 'Results' : result ? `${result.total.toLocaleString('en-US')} ${result.total === 1 ? 'result' : 'results'}` : 'Results'}
          </Title>
          <Group gap="sm" align="end">
            <NativeSelect
              label="Sort"
              size="xs"
              data={SORT_OPTIONS}
              value={sortKey}
              onChange={(event) => setParam('sort', event.currentTarget.value === 'newest' ? null : event.currentTarget.value)}
            />
            {valid ? (
              <ExportCsvButton href={exportHref(apiUrl, 'transfers.csv', { ...toServerFilter(applied), sort, sortOrder })} />
            ) : null}
          </Group>
        </Group>
        {!valid || serverField ? (
          <Paper withBorder p="lg" ta="center">
            <Text c="dimmed">Correct the filters to see results.</Text>
          </Paper>
        ) : (
          <PagedTable
            page={result ? { total: result.total, rows: result.transfers } : undefined}
            loading={loading}
            error={error}
            onRetry={refetch}
            errorTitle="The transfers could not be loaded"
            loadingLabel="Loading transfers"
            skeletonHeight={48}
            emptyText={toServerFilter(applied) ? 'Nothing matches these filters.' : 'No transfers or distributions yet.'}
            tableLabel="Transfers and distributions"
            minWidth={900}
            columns={COLUMNS}
            rowKey={(row) => `${row.type}-${row.id}`}
            card={(row) => <RecordCard row={row} />}
            pager={{ label: 'Result pages', page, pageSize: ADMIN_TRANSFERS_PAGE_SIZE, onChange: (next) => setParam('page', String(next)) }}
            testId="admin-transfers"
          />
        )}
      </section>
    </Stack>
  );
}

const SERVER_REASON_TEXT: Record<string, Record<string, string>> = {
  dateTo: { mismatch: 'The end date must be on or after the start date.', invalid: 'Enter a valid date.' },
  dateFrom: { invalid: 'Enter a valid date.' },
  amountTo: { mismatch: 'The maximum amount must be at least the minimum amount.', invalid: 'Enter a whole number of oDance.', tooShort: 'Enter 0 or more.' },
  amountFrom: { invalid: 'Enter a whole number of oDance.', tooShort: 'Enter 0 or more.' },
  accountId: { invalid: 'Choose an account from the list.' },
  type: { invalid: 'Choose a type from the list.' },
};

const filterKeyOf = (values: TransferFilterValues) => filtersToParams(values, new URLSearchParams()).toString();

function FilterForm({
  applied,
  serverError,
  onApply,
}: {
  applied: TransferFilterValues;
  serverError: { field: keyof TransferFilterValues; reason: string } | null;
  onApply: (values: TransferFilterValues) => void;
}) {
  const { form, onSubmit, clear } = useAddressFilterForm({ applied, keyOf: filterKeyOf, validate: validateTransferFilters, onApply });

  // The server's answer about a filter goes under its field.
  const { setFieldError } = form;
  useEffect(() => {
    if (serverError) setFieldError(serverError.field, SERVER_REASON_TEXT[serverError.field]?.[serverError.reason] ?? 'This filter is not valid.');
  }, [serverError, setFieldError]);

  // The range rules show as soon as both sides are filled (typed, or arriving in the address), not only on Apply.
  const live = validateTransferFilters(form.values);
  const inputProps = (field: 'dateFrom' | 'dateTo' | 'amountFrom' | 'amountTo') => {
    const props = form.getInputProps(field);
    // Mantine types the props as any; a form's errors are ReactNodes.
    return { ...props, error: (props.error as ReactNode) ?? live[field] };
  };

  const { values } = form;
  const account = filterAccount(values);

  return (
    <Paper withBorder p={{ base: 'sm', sm: 'md' }} radius="md" component="section" aria-labelledby="filters-title">
      <form noValidate onSubmit={onSubmit}>
        <Stack gap="sm">
          <Title order={2} size="h4" id="filters-title">
            Filters
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm" verticalSpacing="sm">
            <NativeSelect label="Type" data={TYPES} {...form.getInputProps('type')} />
            <AccountPicker
              label="Account"
              withOwn
              value={account}
              onChange={(picked) => {
                form.setFieldValue('accountId', picked?.id ?? '');
                form.setFieldValue('accountName', picked ? fullName(picked) : '');
              }}
              error={form.errors.accountId}
              description="On either side: sender, distributor or recipient."
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="sm" verticalSpacing="sm">
            <DayFilterInput edge="from" {...inputProps('dateFrom')} />
            <DayFilterInput edge="to" {...inputProps('dateTo')} />
            {/* As typed: 2.5 or -3 stay on screen and are refused next to the field (allowDecimal/allowNegative dropped the
                sign or the point, so 2.5 was silently read as 25; clamping made -3 into 0). */}
            <NumberInput label="Amount from" description="oDance, included" min={0} clampBehavior="none" thousandSeparator="," {...inputProps('amountFrom')} />
            <NumberInput label="Amount to" description="oDance, included" min={0} clampBehavior="none" thousandSeparator="," {...inputProps('amountTo')} />
          </SimpleGrid>
          <Group justify="flex-end" gap="sm">
            <Button
              variant="default"
              leftSection={<IconX size={16} aria-hidden />}
              onClick={() => clear(EMPTY_FILTERS)}
            >
              Clear filters
            </Button>
            <Button type="submit" leftSection={<IconFilter size={16} aria-hidden />}>
              Apply filters
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

function TypeBadge({ row }: { row: Row }) {
  const distribution = row.type === 'distribution';
  return (
    <Badge
      size="sm"
      variant="light"
      color={distribution ? 'violet' : 'blue'}
      styles={{ root: { minWidth: 'max-content' }, label: { color: 'var(--mantine-color-black)', overflow: 'visible' } }}
    >
      {distribution ? 'Distribution' : 'Transfer'}
    </Badge>
  );
}

function Economics({ row }: { row: Row }) {
  if (row.type !== 'distribution' || row.fiatCents == null) return <Text size="sm" c="dimmed">—</Text>;
  return (
    <Text size="xs" style={{ whiteSpace: 'nowrap' }}>
      Taken {formatCents(row.fiatCents)}
      <br />
      Margin {formatCents(row.revenueCents ?? 0)}
      <br />
      Fees {formatCents(row.feesCents ?? 0)}
    </Text>
  );
}

const COLUMNS: Array<PagedColumn<Row>> = [
  { header: 'Type', cell: (row) => <TypeBadge row={row} /> },
  { header: 'From', cell: (row) => <Text size="sm">{fullName(row.sender)}</Text> },
  { header: 'To', cell: (row) => <Text size="sm">{fullName(row.recipient)}</Text> },
  messageColumn(200),
  dateColumn(),
  amountColumn(),
  { header: 'Money', cell: (row) => <Economics row={row} /> },
];

function RecordCard({ row }: { row: Row }) {
  return (
    <>
      <Group justify="space-between" align="start" wrap="nowrap" gap="xs">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <TypeBadge row={row} />
          <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
            {fullName(row.sender)} → {fullName(row.recipient)}
          </Text>
        </Stack>
        <Text size="sm" fw={700} style={{ whiteSpace: 'nowrap' }}>
          {formatOdance(row.amount)}
        </Text>
      </Group>
      {row.type === 'distribution' && row.fiatCents != null ? (
        <Text size="xs" c="dimmed" mt={4}>
          Taken {formatCents(row.fiatCents)} · margin {formatCents(row.revenueCents ?? 0)} · fees {formatCents(row.feesCents ?? 0)}
        </Text>
      ) : null}
      <RecordCardFooter row={row} />
    </>
  );
}
