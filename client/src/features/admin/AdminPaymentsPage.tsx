import '@mantine/dates/styles.css';
import { useEffect, type ReactNode } from 'react';
import { Button, Group, NativeSelect, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useQuery } from '@apollo/client/react';
import { IconFilter, IconX } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { ErrorCode } from '@odance/contract/errors';
import { AdminPaymentsDocument, type AdminPaymentsQuery } from '../../gql/graphql';
import { toApiError } from '../../shared/api/api-error';
import { AccountPicker } from '../../shared/accounts/AccountPicker';
import { useAddressFilterForm } from '../../shared/forms/use-address-filter-form';
import { useRuntimeConfig } from '../../shared/config/ConfigContext';
import { formatDateTime } from '../../shared/dates/dates';
import { formatCents, formatOdance } from '../../shared/money/money';
import { PagedTable, type PagedColumn } from '../../shared/ui/PagedTable';
import { PaymentStatusBadge } from '../odance/PaymentStatusBadge';
import { exportHref } from './export-link';
import {
  EMPTY_PAYMENT_FILTERS,
  PAYMENT_STATUS_OPTIONS,
  paymentFiltersFromParams,
  paymentFiltersToParams,
  toPaymentsFilter,
  validatePaymentFilters,
  type PaymentFilterValues,
} from './payment-filters';
import { DayFilterInput, ExportCsvButton, filterAccount } from './FilterFields';

type Row = AdminPaymentsQuery['allPayments']['payments'][number];

export const ADMIN_PAYMENTS_PAGE_SIZE = 20;

const SERVER_FIELDS: Record<string, keyof PaymentFilterValues> = {
  'filter.status': 'status',
  'filter.accountId': 'accountId',
  'filter.dateFrom': 'dateFrom',
  'filter.dateTo': 'dateTo',
};

/** /admin-panel/payments: every purchase, filtered by status, buyer and dates (in the address), paged, exportable. */
export default function AdminPaymentsPage() {
  useDocumentTitle('Payments · Admin panel · oDance');
  const [params, setParams] = useSearchParams();
  const { apiUrl } = useRuntimeConfig();
  const applied = paymentFiltersFromParams(params);
  const valid = Object.keys(validatePaymentFilters(applied)).length === 0;
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const filter = toPaymentsFilter(applied);
  const { data, previousData, loading, error, refetch } = useQuery(AdminPaymentsDocument, {
    variables: { filter, page, pageSize: ADMIN_PAYMENTS_PAGE_SIZE },
    skip: !valid,
  });
  const result = (data ?? previousData)?.allPayments;
  const apiError = error ? toApiError(error) : null;
  const serverField = apiError?.code === ErrorCode.VALIDATION_FAILED ? SERVER_FIELDS[String(apiError.params.field)] : undefined;

  const setPage = (next: number) =>
    setParams(
      (previous) => {
        const updated = new URLSearchParams(previous);
        updated.set('page', String(next));
        return updated;
      },
      { replace: true },
    );

  return (
    <Stack gap="lg" py="md">
      <Stack gap={4}>
        <Title order={1}>Payments</Title>
        <Text c="dimmed">Every purchase of oDance by card, newest first.</Text>
      </Stack>

      <FilterForm
        applied={applied}
        serverError={serverField ? 'This filter is not valid.' : null}
        serverField={serverField}
        onApply={(values) => setParams((previous) => paymentFiltersToParams(values, previous))}
      />

      <section aria-labelledby="payment-results-title">
        <Group justify="space-between" align="end" gap="sm" mb="xs">
          <Title order={2} size="h4" id="payment-results-title">
            {valid && result ? `${result.total.toLocaleString('en-US')} ${result.total === 1 ? 'payment' : 'payments'}` : 'Results'}
          </Title>
          {valid ? (
            <ExportCsvButton href={exportHref(apiUrl, 'payments.csv', { ...filter })} />
          ) : null}
        </Group>
        {!valid || serverField ? (
          <Paper withBorder p="lg" ta="center">
            <Text c="dimmed">Correct the filters to see results.</Text>
          </Paper>
        ) : (
          <PagedTable
            page={result ? { total: result.total, rows: result.payments } : undefined}
            loading={loading}
            error={error}
            onRetry={refetch}
            errorTitle="The payments could not be loaded"
            loadingLabel="Loading payments"
            skeletonHeight={48}
            emptyText={filter ? 'No payment matches these filters.' : 'No payments yet.'}
            tableLabel="Payments"
            minWidth={820}
            columns={COLUMNS}
            rowKey={(row) => row.id}
            card={(row) => <PaymentCard row={row} />}
            pager={{ label: 'Payment pages', page, pageSize: ADMIN_PAYMENTS_PAGE_SIZE, onChange: setPage }}
            testId="admin-payments"
          />
        )}
      </section>
    </Stack>
  );
}

const filterKeyOf = (values: PaymentFilterValues) => paymentFiltersToParams(values, new URLSearchParams()).toString();

function FilterForm({
  applied,
  serverError,
  serverField,
  onApply,
}: {
  applied: PaymentFilterValues;
  serverError: string | null;
  serverField: keyof PaymentFilterValues | undefined;
  onApply: (values: PaymentFilterValues) => void;
}) {
  const { form, onSubmit, clear } = useAddressFilterForm({ applied, keyOf: filterKeyOf, validate: validatePaymentFilters, onApply });
  const { setFieldError } = form;
  useEffect(() => {
    if (serverField && serverError) setFieldError(serverField, serverError);
  }, [serverField, serverError, setFieldError]);

  // The date order shows as soon as both days are there, not only on Apply.
  const live = validatePaymentFilters(form.values);
  const dateProps = (field: 'dateFrom' | 'dateTo') => {
    const props = form.getInputProps(field);
    // Mantine types the props as any; a form's errors are ReactNodes.
    return { ...props, error: (props.error as ReactNode) ?? live[field] };
  };
  const { values } = form;
  const account = filterAccount(values);

  return (
    <Paper withBorder p={{ base: 'sm', sm: 'md' }} radius="md" component="section" aria-labelledby="payment-filters-title">
      <form noValidate onSubmit={onSubmit}>
        <Stack gap="sm">
          <Title order={2} size="h4" id="payment-filters-title">
            Filters
          </Title>
          <SimpleGrid cols={{ base: 1, xs: 2, lg: 4 }} spacing="sm" verticalSpacing="sm">
            <NativeSelect label="Status" data={PAYMENT_STATUS_OPTIONS} {...form.getInputProps('status')} />
            <AccountPicker
              label="Buyer"
              withOwn
              value={account}
              onChange={(picked) => {
                form.setFieldValue('accountId', picked?.id ?? '');
                form.setFieldValue('accountName', picked ? `${picked.firstName} ${picked.lastName}` : '');
              }}
              error={form.errors.accountId}
            />
            <DayFilterInput edge="from" {...dateProps('dateFrom')} />
            <DayFilterInput edge="to" {...dateProps('dateTo')} />
          </SimpleGrid>
          <Group justify="flex-end" gap="sm">
            <Button
              variant="default"
              leftSection={<IconX size={16} aria-hidden />}
              onClick={() => clear(EMPTY_PAYMENT_FILTERS)}
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

const COLUMNS: Array<PagedColumn<Row>> = [
  { header: 'Started', nowrap: true, cell: (row) => <Text size="sm">{formatDateTime(row.createdAt)}</Text> },
  { header: 'Buyer', cell: (row) => <Text size="sm">{row.buyerName}</Text> },
  { header: 'oDance', align: 'right', nowrap: true, cell: (row) => <Text size="sm">{formatOdance(row.amount)}</Text> },
  { header: 'Total', align: 'right', nowrap: true, cell: (row) => <Text size="sm" fw={700}>{formatCents(row.totalCents, row.currency)}</Text> },
  { header: 'Status', cell: (row) => <PaymentStatusBadge status={row.status} /> },
  { header: 'Details', cell: (row) => <Text size="sm">{details(row)}</Text> },
];

/** The invoice and payment time of a paid one, the expiry of a pending one, the attempts otherwise. */
function details(row: Row): string {
  if (row.status === 'paid') return `${row.invoiceNumber ?? ''} · paid ${row.paidAt ? formatDateTime(row.paidAt) : ''}`;
  if (row.status === 'pending' && row.expiresAt) return `Expires ${formatDateTime(row.expiresAt)}`;
  return row.attempts === 1 ? '1 attempt' : `${row.attempts} attempts`;
}

function PaymentCard({ row }: { row: Row }) {
  return (
    <>
      <Group justify="space-between" align="start" wrap="nowrap" gap="xs">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
            {row.buyerName}
          </Text>
          <PaymentStatusBadge status={row.status} />
        </Stack>
        <Stack gap={0} align="end">
          <Text size="sm" fw={700} style={{ whiteSpace: 'nowrap' }}>
            {formatCents(row.totalCents, row.currency)}
          </Text>
          <Text size="xs" style={{ whiteSpace: 'nowrap' }}>
            {formatOdance(row.amount)}
          </Text>
        </Stack>
      </Group>
      <Text size="xs" c="dimmed" mt={4}>
        {formatDateTime(row.createdAt)} · {details(row)}
      </Text>
    </>
  );
}
