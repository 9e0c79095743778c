import { Group, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useCurrentUser } from '../../shared/auth/current-user';
import { useRuntimeConfig } from '../../shared/config/ConfigContext';
import { BuyOdanceForm } from './BuyOdanceForm';
import { formatCents, formatOdance } from '../../shared/money/money';
import { PaymentHistory } from './PaymentHistory';
import { TransferHistory } from './TransferHistory';

/** /dashboard/odance/buy: buy by card, then the payment and transfer histories. */
export default function BuyOdancePage() {
  useDocumentTitle('Buy oDance · oDance');
  const { odancePriceCents, stripeTestMode } = useRuntimeConfig();
  const { user } = useCurrentUser();
  return (
    <Stack gap="xl" py="md">
      <Stack gap={4}>
        <Title order={1}>Buy oDance</Title>
        <Group gap="xs">
          <Text c="dimmed">
            1 oDance costs {formatCents(odancePriceCents)}. Pay by card; the oDance arrive as soon as the payment is confirmed.
          </Text>
        </Group>
        {user ? (
          <Text>
            Your balance: <strong>{formatOdance(user.balance.odance)}</strong>
          </Text>
        ) : null}
      </Stack>
      <BuyOdanceForm unitPriceCents={odancePriceCents} testMode={stripeTestMode} />
      <PaymentHistory />
      <TransferHistory title="Transfers" emptyText="No transfers yet. oDance you send or receive will show here." />
    </Stack>
  );
}
