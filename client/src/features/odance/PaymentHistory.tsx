import { useState } from 'react';
import { Anchor, Button, Group, Paper, Skeleton, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { IconExternalLink, IconFileInvoice, IconRefresh } from '@tabler/icons-react';
import { Link } from 'react-router';
import { MyPaymentsDocument, RetryPaymentDocument, type PaymentFieldsFragment } from '../../gql/graphql';
import { toApiError } from '../../shared/api/api-error';
import { useIsMobile } from '../../shared/hooks/use-is-mobile';
import { notifyError } from '../../shared/ui/notify';
import { checkoutRedirect } from './checkout-redirect';
import { formatDateTime } from '../../shared/dates/dates';
import { HistoryPager } from '../../shared/ui/HistoryPager';
import { formatCents, formatOdance } from '../../shared/money/money';
import { PaymentStatusBadge } from './PaymentStatusBadge';
import { PaymentExpiry } from './PaymentExpiry';
import { CancelPaymentButton } from './CancelPaymentButton';
import { QueryError } from '../../shared/ui/QueryError';

export const PAYMENTS_PAGE_SIZE = 10;

export const invoicePath = (paymentId: string) => `/dashboard/odance/invoices/${encodeURIComponent(paymentId)}`;
export const paymentSuccessPath = (paymentId: string) => `/dashboard/odance/buy/success?payment=${encodeURIComponent(paymentId)}`;

/**
 * The buyer's payments, newest first: status, retry for failed or expired ones, the invoice of paid ones, and for a
 * pending one when its checkout expires and a way to cancel it.
 */
export function PaymentHistory() {
  const [page, setPage] = useState(1);
  const { data, previousData, loading, error, refetch } = useQuery(MyPaymentsDocument, {
    variables: { page, pageSize: PAYMENTS_PAGE_SIZE },
  });
  const result = (data ?? previousData)?.myPayments;
  const isMobile = useIsMobile();

  return (
    <Stack gap="sm" component="section" aria-labelledby="payment-history-title">
      <Title order={2} size="h3" id="payment-history-title">
        Payments
      </Title>
      {error && !result ? (
        <QueryError title="Your payments could not be loaded" error={error} onRetry={refetch} />
      ) : !result ? (
        <Stack gap="xs" aria-busy="true" aria-label="Loading payments">
          <Skeleton height={44} />
          <Skeleton height={44} />
        </Stack>
      ) : result.total === 0 ? (
        <Paper withBorder p="lg" ta="center">
          <Text c="dimmed">No payments yet. The oDance you buy will show here.</Text>
        </Paper>
      ) : (
        <div aria-busy={loading}>
          {isMobile ? <PaymentCards payments={result.payments} /> : <PaymentTable payments={result.payments} />}
          <HistoryPager label="Payment pages" page={page} pageSize={PAYMENTS_PAGE_SIZE} total={result.total} onChange={setPage} />
        </div>
      )}
    </Stack>
  );
}

function PaymentTable({ payments }: { payments: PaymentFieldsFragment[] }) {
  return (
    <Table verticalSpacing="sm" highlightOnHover>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Date</Table.Th>
          <Table.Th ta="right">oDance</Table.Th>
          <Table.Th ta="right">Total</Table.Th>
          <Table.Th>Status</Table.Th>
          <Table.Th>
            <VisuallyHidden>Actions</VisuallyHidden>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {payments.map((payment) => (
          <Table.Tr key={payment.id}>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(payment.createdAt)}</Table.Td>
            <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
              {formatOdance(payment.amount)}
            </Table.Td>
            <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
              {formatCents(payment.totalCents, payment.currency)}
            </Table.Td>
            <Table.Td>
              <Stack gap={2} align="start">
                <PaymentStatusBadge status={payment.status} />
                {payment.expiresAt ? <PaymentExpiry expiresAt={payment.expiresAt} /> : null}
              </Stack>
            </Table.Td>
            <Table.Td>
              <Group justify="flex-end" gap="xs" wrap="nowrap">
                <PaymentAction payment={payment} />
              </Group>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function PaymentCards({ payments }: { payments: PaymentFieldsFragment[] }) {
  return (
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {payments.map((payment) => (
        <Paper key={payment.id} withBorder p="sm" component="li">
          <Group justify="space-between" wrap="nowrap" align="start">
            <div>
              <Text fw={600}>{formatOdance(payment.amount)}</Text>
              <Text size="sm">{formatCents(payment.totalCents, payment.currency)}</Text>
              <Text size="xs" c="dimmed">
                {formatDateTime(payment.createdAt)}
              </Text>
            </div>
            <Stack gap={2} align="end">
              <PaymentStatusBadge status={payment.status} />
              {payment.expiresAt ? <PaymentExpiry expiresAt={payment.expiresAt} /> : null}
            </Stack>
          </Group>
          <Group gap="xs" mt="xs">
            <PaymentAction payment={payment} />
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}

/** What can be done with a payment: open its invoice, retry it, or finish or cancel its open checkout. */
function PaymentAction({ payment }: { payment: PaymentFieldsFragment }) {
  if (payment.status === 'paid') {
    return (
      <Button
        component={Link}
        to={invoicePath(payment.id)}
        size="xs"
        variant="default"
        leftSection={<IconFileInvoice size={14} aria-hidden />}
      >
        Invoice
        {payment.invoiceNumber ? <VisuallyHidden> {payment.invoiceNumber}</VisuallyHidden> : null}
      </Button>
    );
  }
  if (payment.retryable) return <RetryPaymentButton paymentId={payment.id} label={formatOdance(payment.amount)} />;
  if (payment.status === 'pending' && !payment.checkoutUrl) {
    // Its checkout closed without word from the provider yet: the success page asks the server, which settles it.
    return (
      <Anchor component={Link} to={paymentSuccessPath(payment.id)} size="sm" fw={600}>
        Check status
      </Anchor>
    );
  }
  if (payment.status === 'pending' && payment.checkoutUrl) {
    return (
      <>
        <Anchor href={payment.checkoutUrl} size="sm" fw={600}>
          <Group gap={4} wrap="nowrap" component="span">
            Continue to payment
            <IconExternalLink size={14} aria-hidden />
          </Group>
        </Anchor>
        <CancelPaymentButton paymentId={payment.id} amount={payment.amount} />
      </>
    );
  }
  return null;
}

/** Opens a new checkout for a failed or expired payment and sends the browser there. */
export function RetryPaymentButton({ paymentId, label, size = 'xs' }: { paymentId: string; label?: string; size?: 'xs' | 'md' }) {
  const [retry, { loading }] = useMutation(RetryPaymentDocument);
  const [leaving, setLeaving] = useState(false);
  const onClick = async () => {
    try {
      const { data } = await retry({ variables: { id: paymentId } });
      if (!data) return;
      setLeaving(true);
      checkoutRedirect.go(data.retryPayment.checkoutUrl);
    } catch (error) {
      void notifyError('The payment could not be retried', toApiError(error).message);
    }
  };
  return (
    <Button
      size={size}
      variant={size === 'xs' ? 'default' : 'filled'}
      loading={loading || leaving}
      onClick={() => void onClick()}
      leftSection={<IconRefresh size={size === 'xs' ? 14 : 18} aria-hidden />}
    >
      Retry payment
      {label ? <VisuallyHidden> of {label}</VisuallyHidden> : null}
    </Button>
  );
}
