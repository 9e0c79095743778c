import type { ReactNode } from 'react';
import { Anchor, Button, Center, Group, Loader, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import {
  IconAlertTriangle,
  IconArrowsExchange,
  IconCheck,
  IconClock,
  IconCoin,
  IconCreditCard,
  IconFileInvoice,
  IconRefresh,
} from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import type { PaymentFieldsFragment } from '../../gql/graphql';
import { useCurrentUser } from '../../shared/auth/current-user';
import { formatDateTime } from '../../shared/dates/dates';
import { formatCents, formatOdance } from '../../shared/money/money';
import { invoicePath, RetryPaymentButton } from './PaymentHistory';
import { PaymentStatusBadge } from './PaymentStatusBadge';
import { usePaymentConfirmation } from './use-payment-confirmation';

export const BUY_PATH = '/dashboard/odance/buy';

/**
 * The page the checkout returns to (`?payment=<id>`). Both pages confirm the payment with the server first
 * and then show what really happened: the provider's redirect says what the buyer did, the server says
 * whether the money arrived.
 */
export function PaymentResult({ landing }: { landing: 'success' | 'failed' }) {
  const [params] = useSearchParams();
  const paymentId = params.get('payment');
  const confirmation = usePaymentConfirmation(paymentId);
  const { payment, error } = confirmation;
  useDocumentTitle(`${pageTitle(landing, payment)} · oDance`);

  if (!paymentId) {
    return (
      <Outcome tone="error" title="No payment to show" actions={<BackToBuy primary />}>
        This address does not name a payment. Your payments are listed on the Buy oDance page.
      </Outcome>
    );
  }
  if (error && !payment) {
    return (
      <Outcome
        tone="error"
        title="The payment could not be checked"
        actions={
          <>
            <Button onClick={confirmation.checkAgain} leftSection={<IconRefresh size={18} aria-hidden />}>
              Try again
            </Button>
            <BackToBuy />
          </>
        }
      >
        {error.message}
      </Outcome>
    );
  }
  if (!payment) {
    return (
      <Center py="xl" mih="40vh" role="status">
        <Stack align="center" gap="sm">
          <Loader />
          <Text>Checking your payment…</Text>
        </Stack>
      </Center>
    );
  }
  if (payment.status === 'paid') return <PaidOutcome payment={payment} balanceRefreshed={confirmation.balanceRefreshed} />;
  if (payment.status === 'pending' && (landing === 'success' || !payment.checkoutUrl)) {
    return (
      <Outcome
        tone="waiting"
        title="Waiting for your payment"
        payment={payment}
        actions={
          <>
            <Button onClick={confirmation.checkAgain} loading={confirmation.checking} leftSection={<IconRefresh size={18} aria-hidden />}>
              Check again
            </Button>
            <BackToBuy />
          </>
        }
      >
        {confirmation.gaveUp
          ? 'The payment provider has not confirmed this payment yet. It can take a few minutes; your oDance arrive as soon as it does.'
          : 'The payment provider is confirming your payment. This usually takes a few seconds.'}
      </Outcome>
    );
  }
  // Failed, expired or canceled (or left open): nothing was charged; failed and expired can be tried again.
  return (
    <Outcome
      tone="error"
      title={OUTCOME_TITLE[payment.status] ?? 'Payment failed'}
      payment={payment}
      actions={
        <>
          {payment.retryable ? (
            <RetryPaymentButton paymentId={payment.id} size="md" />
          ) : payment.checkoutUrl ? (
            <Button component="a" href={payment.checkoutUrl} leftSection={<IconCreditCard size={18} aria-hidden />}>
              Continue to payment
            </Button>
          ) : null}
          <BackToBuy />
        </>
      }
    >
      {payment.status === 'expired'
        ? 'The checkout was left open too long and closed. Your card was not charged and no oDance were added.'
        : payment.status === 'canceled'
          ? 'You canceled this payment. Your card was not charged and no oDance were added.'
          : payment.status === 'pending'
          ? 'The checkout was left before paying. Your card was not charged; you can go back to it.'
            : 'The payment was declined. Your card was not charged and no oDance were added.'}
    </Outcome>
  );
}

const OUTCOME_TITLE: Partial<Record<PaymentFieldsFragment['status'], string>> = {
  expired: 'Payment expired',
  canceled: 'Payment canceled',
  pending: 'Payment not completed',
};

function pageTitle(landing: 'success' | 'failed', payment: PaymentFieldsFragment | null): string {
  if (payment?.status === 'paid') return 'Payment successful';
  if (payment?.status === 'canceled') return 'Payment canceled';
  if (payment?.status === 'failed' || payment?.status === 'expired') return 'Payment failed';
  return landing === 'success' ? 'Payment' : 'Payment failed';
}

function PaidOutcome({ payment, balanceRefreshed }: { payment: PaymentFieldsFragment; balanceRefreshed: boolean }) {
  const { user } = useCurrentUser();
  return (
    <Outcome
      tone="success"
      title="Payment successful"
      payment={payment}
      extra={
        <Group justify="space-between" gap="xs" aria-live="polite">
          <Text c="dimmed">New balance</Text>
          {balanceRefreshed && user ? (
            <Text fw={700} data-testid="new-balance">
              {formatOdance(user.balance.odance)}
            </Text>
          ) : (
            <Loader size="xs" aria-label="Updating your balance" />
          )}
        </Group>
      }
      actions={
        <>
          <Button component={Link} to="/dashboard/odance/transfers" leftSection={<IconArrowsExchange size={18} aria-hidden />}>
            Transfer oDance
          </Button>
          <Button component={Link} to={invoicePath(payment.id)} variant="default" leftSection={<IconFileInvoice size={18} aria-hidden />}>
            View invoice
          </Button>
          <Button component={Link} to={BUY_PATH} variant="subtle" leftSection={<IconCoin size={18} aria-hidden />}>
            Buy more
          </Button>
        </>
      }
    >
      {formatOdance(payment.amount)} {payment.amount === 1 ? 'was' : 'were'} added to your balance.
    </Outcome>
  );
}

const TONES = {
  success: { color: 'green', icon: IconCheck },
  error: { color: 'red', icon: IconAlertTriangle },
  waiting: { color: 'yellow', icon: IconClock },
} as const;

function Outcome({
  tone,
  title,
  payment,
  extra,
  actions,
  children,
}: {
  tone: keyof typeof TONES;
  title: string;
  payment?: PaymentFieldsFragment;
  extra?: ReactNode;
  actions: ReactNode;
  children: ReactNode;
}) {
  const { color, icon: Icon } = TONES[tone];
  return (
    <Stack gap="lg" py="md" maw={560} mx="auto" w="100%">
      <Stack align="center" ta="center" gap="sm">
        <ThemeIcon size={64} radius="xl" variant="light" color={color} aria-hidden>
          <Icon size={36} />
        </ThemeIcon>
        <Title order={1}>{title}</Title>
        <Text size="lg" role={tone === 'error' ? 'alert' : undefined}>
          {children}
        </Text>
      </Stack>
      {payment ? (
        <Paper withBorder p="md" radius="md">
          <Stack gap="xs">
            <Row label="oDance">{formatOdance(payment.amount)}</Row>
            <Row label="Total">{formatCents(payment.totalCents, payment.currency)}</Row>
            <Row label="Status">
              <PaymentStatusBadge status={payment.status} />
            </Row>
            <Row label="Date">{formatDateTime(payment.createdAt)}</Row>
            {payment.invoiceNumber ? <Row label="Invoice">{payment.invoiceNumber}</Row> : null}
            {extra}
          </Stack>
        </Paper>
      ) : null}
      <Group justify="center" gap="sm">
        {actions}
      </Group>
    </Stack>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Text c="dimmed">{label}</Text>
      <Text component="div" fw={600} ta="right">
        {children}
      </Text>
    </Group>
  );
}

function BackToBuy({ primary = false }: { primary?: boolean }) {
  return primary ? (
    <Button component={Link} to={BUY_PATH}>
      Go to Buy oDance
    </Button>
  ) : (
    <Anchor component={Link} to={BUY_PATH} fw={600}>
      Back to Buy oDance
    </Anchor>
  );
}
